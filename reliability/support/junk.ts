/** The fuzz plans: how one input is made from an endpoint's valid template, and the bytes it sends. */
import fc from 'fast-check';
import { REMOVE, at, containersOf, isObject, pathsOf, setAt } from './json-paths';
import { junkValue, POLLUTING_KEYS, RAW_TEXTS } from './junk-values';

/** How one fuzz input is made from an endpoint's valid template. */
export type Plan =
  /** The template itself. */
  | { kind: 'template' }
  /** The field at the `pick`-th path replaced by `value`. */
  | { kind: 'set'; pick: number; value: unknown }
  /** The field at the `pick`-th path removed. */
  | { kind: 'delete'; pick: number }
  /** Several fields replaced at once. */
  | { kind: 'multi'; changes: { pick: number; value: unknown }[] }
  /** An extra field, at the top or inside the `pick`-th object. */
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  /** `__proto__` / `constructor` / `prototype` keys written into the JSON text. */
  | { kind: 'pollute'; key: (typeof POLLUTING_KEYS)[number]; nested: boolean; value: unknown }
  /** A body unrelated to the template: any JSON value. */
  | { kind: 'random'; body: unknown }
  /** Raw bytes with some content type. */
  | { kind: 'raw'; text: string; contentType: string | undefined };

const pick = fc.nat({ max: 1000 });

export const planOf: fc.Arbitrary<Plan> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Plan>({ kind: 'template' }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('set' as const), pick, value: junkValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('multi' as const),
      changes: fc.array(fc.record({ pick, value: junkValue }), { minLength: 2, maxLength: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick,
      key: fc.oneof(
        fc.constantFrom(...POLLUTING_KEYS, 'status', 'user_id', 'wallet', 'admin'),
        fc.string({ maxLength: 12 }),
      ),
      value: junkValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pollute' as const),
      key: fc.constantFrom(...POLLUTING_KEYS),
      nested: fc.boolean(),
      value: fc.oneof(fc.constant({ isAdmin: true, status: true }), junkValue),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('random' as const),
      body: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 6 }),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(
        fc.constantFrom(...RAW_TEXTS),
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
      contentType: fc.constantFrom<string | undefined>(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        undefined,
      ),
    }),
  },
);

/** What to send: a JSON text (or raw text) and its content type. */
export interface Payload {
  text: string;
  contentType: string | undefined;
}

/** Applies a plan to a template; answers the bytes to send. */
export function applyPlan(template: Record<string, unknown>, plan: Plan): Payload {
  const body = structuredClone(template);
  const json = (value: unknown): Payload => ({
    text: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const paths = pathsOf(body);
  const choose = (n: number) => (paths.length === 0 ? undefined : paths[n % paths.length]);
  switch (plan.kind) {
    case 'template':
      return json(body);
    case 'set': {
      const path = choose(plan.pick);
      if (path) setAt(body, path, plan.value);
      else body.extra = plan.value;
      return json(body);
    }
    case 'delete': {
      const path = choose(plan.pick);
      if (path) setAt(body, path, REMOVE);
      return json(body);
    }
    case 'multi':
      // Only the template's own paths: a change never lands inside junk an earlier one wrote
      // (1,000 rows each given a 200 kB string would not even fit in a string).
      for (const change of plan.changes) {
        const path = choose(change.pick);
        if (path) setAt(body, path, change.value);
      }
      return json(body);
    case 'extra': {
      const containers = containersOf(body);
      const target = at(body, containers[plan.pick % containers.length]!) as Record<
        string,
        unknown
      >;
      // defineProperty makes "__proto__" an own key, which JSON.stringify then writes out.
      Object.defineProperty(target, plan.key, {
        value: structuredClone(plan.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return json(body);
    }
    case 'pollute': {
      const inner = JSON.stringify({
        [plan.key === 'constructor' ? 'prototype' : 'polluted']: plan.value,
      });
      const polluted = `"${plan.key}":${inner}`;
      const text = JSON.stringify(body);
      if (plan.nested && isObject(body.new_result)) {
        const nested = JSON.stringify(body.new_result);
        return {
          text: text.replace(nested, `{${polluted},${nested.slice(1)}`.replace(',}', '}')),
          contentType: 'application/json',
        };
      }
      return {
        text: `{${polluted}${text.length > 2 ? ',' : ''}${text.slice(1)}`,
        contentType: 'application/json',
      };
    }
    case 'random':
      return json(plan.body);
    case 'raw':
      return { text: plan.text, contentType: plan.contentType };
  }
}

/** A short description of a plan for failure messages. */
export function describePlan(plan: Plan, payload: Payload): string {
  const text =
    payload.text.length > 300
      ? `${payload.text.slice(0, 300)}… (${payload.text.length} chars)`
      : payload.text;
  return `${plan.kind} [${payload.contentType ?? 'no content type'}] ${text}`;
}
