import { describe, expect, it } from 'vitest';
import { rememberingSerializers } from './serializers';

const route = (schema: object) => ({ schema, method: 'POST', url: '/x', httpStatus: '200' });
const answer = { type: 'object', properties: { status: { type: 'boolean' } } } as const;

describe('the response serializers', () => {
  it("are compiled once per schema for the process, whichever app asks (the tests' apps share them)", () => {
    const first = rememberingSerializers({}, undefined)(route(answer));
    const again = rememberingSerializers({}, undefined)(route(answer));
    expect(again).toBe(first);
    // Only the declared properties are written, as fast-json-stringify does.
    expect(first({ status: true, secret: 'x' })).toBe('{"status":true}');
  });

  it('are compiled afresh when shared schemas or options could change them', () => {
    const plain = rememberingSerializers({}, undefined)(route(answer));
    const shared = { 'other#': { $id: 'other#', type: 'string' } };
    expect(rememberingSerializers(shared, undefined)(route(answer))).not.toBe(plain);
    expect(rememberingSerializers({}, { rounding: 'floor' })(route(answer))).not.toBe(plain);
  });
});
