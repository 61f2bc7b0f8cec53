/**
 * The schemas the document names (`#/components/schemas/{name}`), so that a generator names their
 * types: the protocol's, by their names in @panna/shared (`DashboardResponse`, `DeviceRow`), and
 * the control plane's records, by the names below (`Player`, `Market`, `ControlError`). Each verb's
 * body and answer are named after its operation (document.ts).
 */
import * as protocol from '@panna/shared';
import type { TSchema } from 'typebox';
import { ClockSchema } from '../../contract/clock';
import { Failure } from '../../contract/common';
import { Notice, Notification } from '../../contract/announcements';
import { Fault } from '../../contract/faults';
import { Entry } from '../../contract/journal';
import { Market } from '../../contract/markets';
import { Otp } from '../../contract/otps';
import { Override } from '../../contract/overrides';
import { Bid, Deposit, Device, Player, Transaction, Withdrawal } from '../../contract/players';
import { ListedResult } from '../../contract/results';
import { SettingsSchema } from '../../contract/settings-schema';
import { SnapshotInfo } from '../../contract/snapshots';

/** The name of the control plane's refusal, `{status: false, msg}`. */
export const CONTROL_ERROR = 'ControlError';
/** The name of the protocol's refusal (the same shape, answered by the provider). */
export const PROVIDER_FAILURE = 'Failure';

/** The control plane's records, named as the control plane's pages call them. */
const CONTROL_SCHEMAS: Record<string, TSchema> = {
  [CONTROL_ERROR]: Failure,
  Clock: ClockSchema,
  Market,
  MarketResult: ListedResult,
  Player,
  Transaction,
  PlayerBid: Bid,
  Deposit,
  Withdrawal,
  Device,
  Notification,
  Notice,
  Settings: SettingsSchema,
  Fault,
  Override,
  JournalEntry: Entry,
  SentOtp: Otp,
  Snapshot: SnapshotInfo,
};

/** Whether a value is a schema worth a name: an object, or a union with an object in it. */
function isRecordSchema(value: unknown): value is TSchema {
  if (typeof value !== 'object' || value === null || !('~kind' in value)) return false;
  const schema = value as { type?: unknown; anyOf?: unknown };
  return (
    schema.type === 'object' ||
    (Array.isArray(schema.anyOf) && schema.anyOf.some((member) => isRecordSchema(member)))
  );
}

/** The protocol's schemas, by their names in @panna/shared (PascalCase exports only). */
const PROTOCOL_SCHEMAS: Record<string, TSchema> = Object.fromEntries(
  Object.entries(protocol).filter(
    ([name, value]) => /^[A-Z][a-z]/.test(name) && isRecordSchema(value),
  ),
);

const clash = Object.keys(CONTROL_SCHEMAS).find((name) => name in PROTOCOL_SCHEMAS);
if (clash) throw new Error(`${clash} names a protocol schema and a control plane schema`);

type Json = Record<string, unknown>;

/** Every named schema: the protocol's first, which a shape both have is named after. */
export const NAMED_SCHEMAS: Readonly<Record<string, TSchema>> = {
  ...PROTOCOL_SCHEMAS,
  ...CONTROL_SCHEMAS,
};

/** Each schema's shape, worked out once: `referNamed` asks for every level of the same tree. */
const shapes = new WeakMap<object, string>();

/** A schema's shape as JSON text, its keys sorted: two schemas of one shape read the same. */
export function shapeOf(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return JSON.stringify(schema) ?? 'null';
  let shape = shapes.get(schema);
  if (shape === undefined) {
    const node = schema as Json;
    shape = Array.isArray(schema)
      ? `[${schema.map(shapeOf).join(',')}]`
      : `{${Object.keys(node)
          .filter((key) => node[key] !== undefined)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${shapeOf(node[key])}`)
          .join(',')}}`;
    shapes.set(schema, shape);
  }
  return shape;
}

export const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * Replaces, in `node`'s children and below, every schema of a named shape with a reference to it:
 * the largest first (a named answer before the records in it). `node` itself is kept.
 */
export function referNamed(node: unknown, names: ReadonlyMap<string, string>): void {
  if (typeof node !== 'object' || node === null) return;
  const children = node as Json;
  for (const [key, child] of Object.entries(children)) {
    if (typeof child !== 'object' || child === null) continue;
    const name = Array.isArray(child) ? undefined : names.get(shapeOf(child));
    if (name) children[key] = refTo(name);
    else referNamed(child, names);
  }
}
