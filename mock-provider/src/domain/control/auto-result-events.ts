import type { World } from '../../worlds/world';
import type { DeclareRequest, SettleReport } from './settlement-contract';

/** Told of each result auto-results declared: what was declared and what it settled. */
export type AutoResultListener = (request: DeclareRequest, report: SettleReport) => void;

const listeners = new WeakMap<World, AutoResultListener>();

/**
 * Lets one listener (a recording of the world) hear of the results auto-results declare: they
 * change the world without a call that asked for them. `undefined` stops listening.
 */
export function listenToAutoResults(world: World, listener: AutoResultListener | undefined): void {
  // Stryker disable next-line ConditionalExpression: an undefined listener kept is never called.
  if (listener) listeners.set(world, listener);
  else listeners.delete(world);
}

export function autoResultDeclared(
  world: World,
  request: DeclareRequest,
  report: SettleReport,
): void {
  listeners.get(world)?.(request, report);
}
