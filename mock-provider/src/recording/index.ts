/** Recording a world as a scenario file that replays anywhere (docs/scenarios.md, Recording). */
import { requestToken } from '@panna/shared';
import { usersOf } from '../domain/users';
import type { World } from '../worlds/world';
import { outcomeOf } from './provider-steps';
import { runningRecorder } from './recording';

export { NOT_RECORDED } from './control-steps';
export { RECORDING_MESSAGES, recorderOf, runningRecorder, type RecordingStatus } from './recording';

/** A provider call as the journal hook has it once answered. */
export interface AnsweredProviderCall {
  path: string;
  at: number | undefined;
  body: unknown;
  /** HTTP status; 0 when dropped. */
  status: number;
  answer: { status: unknown; msg: unknown } | null;
  user: { id: number; mobile: string } | null;
}

/** Hands an answered provider call to the world's recording, when one runs (journal-hooks.ts). */
export function recordAnswered(world: World, call: AnsweredProviderCall): void {
  const recorder = runningRecorder(world);
  if (!recorder) return;
  const token = requestToken(call.body);
  const user = call.user ?? (token ? usersOf(world).byToken(token) : undefined);
  const msg = call.answer?.msg;
  recorder.provider({
    path: call.path,
    at: call.at ?? world.clock.now(),
    body:
      typeof call.body === 'object' && call.body !== null
        ? (call.body as Record<string, unknown>)
        : {},
    outcome: outcomeOf(call.status, call.answer),
    msg: typeof msg === 'string' && msg ? msg : undefined,
    mobile: user && user.id !== 0 ? user.mobile : undefined,
  });
}
