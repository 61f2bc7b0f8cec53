import { ANSWER_CONTENT_TYPE, ENDPOINTS } from '@panna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_VERBS } from '../../contract';
import { addPlayer, ENVELOPE, testApp, type TestApp } from '../../testing';
import { operationId } from './operation-ids';
import { NAMED_SCHEMAS } from './schema-names';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}
interface Document {
  openapi: string;
  components: { schemas: Record<string, Json> };
  paths: Record<string, Record<string, Operation>>;
}

let app: TestApp;
let doc: Document;
beforeAll(async () => {
  app = await testApp();
  await app.ready();
  doc = app.swagger() as unknown as Document;
});
afterAll(() => app.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
const operation = (method: string, path: string): Operation => doc.paths[path]![method]!;

/** Every `$ref` anywhere under `node`. */
const refsUnder = (node: unknown): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : typeof (node as Json).$ref === 'string'
      ? [(node as Json).$ref as string]
      : Object.values(node).flatMap(refsUnder);

describe('operation ids', () => {
  it('follow one rule on the method and path, whatever the order the routes were declared in', () => {
    expect(operationId('post', '/api-submit-bid')).toBe('apiSubmitBid');
    expect(operationId('post', '/checkMoneyToReferral')).toBe('checkMoneyToReferral');
    expect(operationId('post', '/__sim/players/{mobile}/credit')).toBe('postPlayersByMobileCredit');
    expect(operationId('get', '/__sim/players/{mobile}')).toBe('getPlayersByMobile');
    expect(operationId('get', '/__sim/players')).toBe('getPlayers');
    expect(operationId('get', '/api-payment-data')).toBe('getApiPaymentData');
    expect(operationId('get', '/charts/{id}/{style}')).toBe('getChartsByIdByStyle');
    expect(operationId('get', '/')).toBe('getIndex');
    expect(operation('post', '/api-submit-bid').operationId).toBe('apiSubmitBid');
    expect(operation('post', '/__sim/players/{mobile}/credit').operationId).toBe(
      'postPlayersByMobileCredit',
    );
  });

  it('name every operation, each with a name of its own', () => {
    const ids = operations().map(({ method, path, op }) => {
      expect(op.operationId, `${method} ${path}`).toBe(operationId(method, path));
      return op.operationId;
    });
    expect(ids.length).toBeGreaterThan(150);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('named schemas', () => {
  it('every reference leads to a schema of the document, and every named schema is used', () => {
    const names = Object.keys(doc.components.schemas);
    const refs = new Set(refsUnder(doc));
    for (const ref of refs) expect(names, ref).toContain(ref.replace('#/components/schemas/', ''));
    for (const name of names) expect(refs, name).toContain(`#/components/schemas/${name}`);
  });

  it("names the control plane's records and refusal and the protocol's answers", () => {
    const credit = operation('post', '/__sim/players/{mobile}/credit');
    expect(credit.responses[200]!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/PostPlayersByMobileCreditAnswer',
    });
    expect(credit.responses[404]!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ControlError',
    });
    expect(
      doc.components.schemas.PostPlayersByMobileCreditAnswer!.properties as Json,
    ).toMatchObject({ player: { $ref: '#/components/schemas/Player' } });
    expect(doc.components.schemas.GetMarketsByIdAnswer!.properties as Json).toMatchObject({
      market: { $ref: '#/components/schemas/Market' },
    });
    const dashboard = operation('post', '/api-get-dashboard-data');
    expect(dashboard.responses[200]!.content![ANSWER_CONTENT_TYPE]!.schema).toEqual({
      $ref: '#/components/schemas/DashboardResponse',
    });
    expect(dashboard.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/DashboardRequest',
    });
  });

  it('are copies: naming them changes none of the schemas the routes validate with', async () => {
    const schemas = () => JSON.stringify([CONTROL_VERBS, ENDPOINTS, NAMED_SCHEMAS]);
    const before = schemas();
    const other = await testApp();
    await other.ready();
    other.swagger();
    await other.close();
    expect(schemas()).toBe(before);
  });

  it('leaves no answer or body of a provider endpoint or control verb inline', () => {
    for (const { method, path, op } of operations()) {
      const media = [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses[200]?.content ?? {}),
      ];
      if (path.startsWith('/__sim') || path.startsWith('/api-'))
        for (const { schema } of media) expect(schema, `${method} ${path}`).toHaveProperty('$ref');
    }
  });
});

/** What one call answered: its status and its content type. */
interface Answered {
  status: number;
  type: string;
}

/** Whether the document declares what a call answered: its status, with its content type. */
function declares(op: Operation, { status, type }: Answered): boolean {
  const response = op.responses[status] ?? op.responses.default;
  const declared = Object.keys(response?.content ?? {});
  return declared.some((key) => key === type || key === type.split(';')[0]);
}

describe('what the document declares each operation answers', () => {
  const big = JSON.stringify({ note: 'x'.repeat(300 * 1024) });
  const json = { 'content-type': 'application/json' };
  let guarded: TestApp;
  let full: TestApp;
  beforeAll(async () => {
    guarded = await testApp({ controlToken: 'secret' });
    full = await testApp({ sandboxMax: 0, profile: 'strict' });
  });
  afterAll(async () => {
    await guarded.close();
    await full.close();
  });

  const inject = async (
    on: TestApp,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: string,
  ): Promise<Answered> => {
    const answer = await on.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined && { payload }),
    });
    return { status: answer.statusCode, type: String(answer.headers['content-type']) };
  };

  it("declares every refusal a control verb answers, in the control plane's JSON", async () => {
    const player = addPlayer(app.worlds.get(), { wallet: 0 });
    const credit = `/__sim/players/${player.mobile}/credit`;
    const deposit = async () => {
      await inject(app, 'POST', `/__sim/players/${player.mobile}/deposits`, json, '{"amount":500}');
      const list = await app.inject({ method: 'GET', url: '/__sim/deposits' });
      return (list.json() as { deposits: { id: number }[] }).deposits[0]!.id;
    };
    const id = await deposit();
    await inject(app, 'POST', `/__sim/deposits/${id}/reject`, json, '{}');
    const cases: [method: string, path: string, Answered, expected: number][] = [
      [
        'post',
        '/__sim/players/{mobile}/credit',
        await inject(app, 'POST', credit, json, '{"amount":"x"}'),
        400,
      ],
      [
        'post',
        '/__sim/players/{mobile}/credit',
        await inject(guarded, 'POST', credit, json, '{"amount":5}'),
        401,
      ],
      [
        'post',
        '/__sim/players/{mobile}/credit',
        await inject(app, 'POST', credit, { ...json, host: 'evil.example' }, '{"amount":5}'),
        403,
      ],
      [
        'post',
        '/__sim/players/{mobile}/credit',
        await inject(app, 'POST', '/__sim/players/0000/credit', json, '{"amount":5}'),
        404,
      ],
      [
        'post',
        '/__sim/deposits/{id}/reject',
        await inject(app, 'POST', `/__sim/deposits/${id}/reject`, json, '{}'),
        409,
      ],
      ['post', '/__sim/players/{mobile}/credit', await inject(app, 'POST', credit, json, big), 413],
      [
        'post',
        '/__sim/players/{mobile}/credit',
        await inject(app, 'POST', credit, { 'content-type': 'text/plain' }, '{"amount":5}'),
        415,
      ],
      ['delete', '/__sim/faults', await inject(app, 'DELETE', '/__sim/faults', json, '{'), 400],
      ['delete', '/__sim/faults', await inject(app, 'DELETE', '/__sim/faults', json, big), 413],
      ['get', '/__sim/clock', await inject(guarded, 'GET', '/__sim/clock'), 401],
      [
        'get',
        '/__sim/clock',
        await inject(app, 'GET', '/__sim/clock', { 'content-type': 'text/plain' }),
        415,
      ],
      ['get', '/__sim/clock', await inject(full, 'GET', '/s/elsewhere/__sim/clock'), 503],
    ];
    for (const [method, path, answered, expected] of cases) {
      expect(answered.status, `${method} ${path}`).toBe(expected);
      expect(declares(operation(method, path), answered), `${method} ${path} ${expected}`).toBe(
        true,
      );
    }
    // And the other way: a verb declares no refusal it cannot meet.
    expect(Object.keys(operation('get', '/__sim/clock').responses)).toEqual([
      '200',
      '401',
      '403',
      '410',
      '415',
      '500',
      '503',
    ]);
    expect(Object.keys(operation('delete', '/__sim/faults').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '410',
      '413',
      '415',
      '500',
      '503',
    ]);
  });

  it('declares what a provider endpoint answers, in the text/html the simulator really sends', async () => {
    const path = '/api-get-dashboard-data';
    const call = JSON.stringify(ENVELOPE);
    const answers: [Answered, expected: number][] = [
      [await inject(app, 'POST', path, json, call), 200],
      [await inject(full, 'POST', path, json, '{'), 400],
      [await inject(app, 'POST', path, json, big), 413],
      [await inject(app, 'POST', path, { 'content-type': 'application/xml' }, '<x/>'), 415],
      [await inject(full, 'POST', `/s/elsewhere${path}`, json, call), 503],
    ];
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'http_500', path: 'api-get-dashboard-data', times: 1 },
    });
    answers.push([await inject(app, 'POST', path, json, call), 500]);
    await app.inject({
      method: 'POST',
      url: '/__sim/overrides',
      payload: { path: 'api-get-dashboard-data', answer: { teapot: true }, status: 418 },
    });
    answers.push([await inject(app, 'POST', path, json, call), 418]);
    const proxy = await testApp({ upstream: 'http://127.0.0.1:18651' });
    try {
      answers.push([await inject(proxy, 'POST', path, json, call), 502]);
    } finally {
      await proxy.close();
    }
    const op = operation('post', path);
    for (const [answered, expected] of answers) {
      expect(answered.status).toBe(expected);
      expect(declares(op, answered), `${expected} ${answered.type}`).toBe(true);
    }
    expect(answers[0]![0].type).toBe(ANSWER_CONTENT_TYPE);
    expect(Object.keys(op.requestBody!.content)).toEqual(['application/json', 'text/plain']);
    expect(Object.keys(op.responses)).toEqual([
      '200',
      '400',
      '410',
      '413',
      '415',
      '500',
      '502',
      '503',
      'default',
    ]);
  });
});
