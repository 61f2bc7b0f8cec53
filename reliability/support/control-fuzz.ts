import fc from 'fast-check';
import type { TestApp } from '@panna/mock-provider/testing';
import { applyPlan, describePlan, planOf, type Plan } from './junk';
import { junkValue } from './junk-values';
import type { ControlCall } from './control-templates';
import type { Fixture } from './world';

/** Every control route as the OpenAPI document lists it: "METHOD /__sim/path/{param}". */
export async function controlRoutesOf(f: Fixture): Promise<string[]> {
  await f.app.ready();
  const paths = (f.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/__sim'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
    .sort();
}

/** A fuzz input for a control call: the body plan, and maybe junk in a param or the query. */
export interface ControlInput {
  plan: Plan;
  param: { pick: number; value: unknown } | undefined;
  query: { key: string; value: unknown } | undefined;
}

/** Inputs whose path params are drawn from `paramValue` (junk by default). */
export const controlInputOf = (
  paramValue: fc.Arbitrary<unknown> = junkValue,
): fc.Arbitrary<ControlInput> =>
  fc.record({
    plan: planOf,
    param: fc.option(fc.record({ pick: fc.nat({ max: 10 }), value: paramValue }), {
      nil: undefined,
      freq: 3,
    }),
    query: fc.option(
      fc.record({
        key: fc.constantFrom(
          'status',
          'limit',
          'mobile',
          'game_id',
          'from',
          'to',
          'since',
          '__proto__',
          'x',
        ),
        value: junkValue,
      }),
      { nil: undefined, freq: 3 },
    ),
  });

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

export function controlUrl(route: string, call: ControlCall, input: ControlInput): string {
  const [, pattern] = route.split(' ') as [string, string];
  const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = { ...call.params };
  if (input.param && names.length > 0) {
    // Long junk in a path segment is cut: the URL itself has a length limit of its own.
    params[names[input.param.pick % names.length]!] = asText(input.param.value).slice(0, 2000);
  }
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const query = new URLSearchParams(call.query);
  if (input.query) query.set(input.query.key, asText(input.query.value).slice(0, 2000));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Sends one fuzzed control call (under `prefix`, a sandbox's `/s/{name}` or ''). */
export async function sendControl(
  app: TestApp,
  route: string,
  call: ControlCall,
  input: ControlInput,
  prefix = '',
) {
  const method = route.split(' ')[0]!.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const url = `${prefix}${controlUrl(route, call, input)}`;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const payload = hasBody
    ? applyPlan((call.body ?? {}) as Record<string, unknown>, input.plan)
    : undefined;
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload: payload.text } : {}),
    headers: payload?.contentType ? { 'content-type': payload.contentType } : {},
  });
  const where = `${method} ${url.slice(0, 200)} ${payload ? describePlan(input.plan, payload) : ''} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  return { response, where };
}
