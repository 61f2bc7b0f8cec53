import { describe, expect, it } from 'vitest';
import { BAD_ENTRIES, GOOD_VARIANTS, nestedObjects, type EntryLike } from './bad-entries.fixture';
import { readRecording } from './recording';

const GOOD: EntryLike = {
  request: {
    method: 'POST',
    url: 'https://p.example/api/api-user-login',
    postData: { mimeType: 'application/json', text: '{"mobile":"9876543210","password":"x"}' },
  },
  response: {
    status: 200,
    content: { mimeType: 'text/html', text: '{"status":false,"msg":"Invalid login details"}' },
  },
};
const harOf = (...entries: unknown[]) => JSON.stringify({ log: { entries } });

describe('readRecording, one entry it cannot read among good ones', () => {
  it.each(BAD_ENTRIES)('sets aside $kind with the reason, and reads the rest', ({ of, reason }) => {
    const { calls, setAside } = readRecording(harOf(GOOD, of(GOOD), GOOD));
    expect(calls.map((c) => [c.entry, c.path, c.body])).toEqual([
      [1, 'api-user-login', { mobile: '9876543210', password: 'x' }],
      [3, 'api-user-login', { mobile: '9876543210', password: 'x' }],
    ]);
    expect(setAside).toEqual([{ entry: 2, url: expect.any(String), reason }]);
  });

  it.each(GOOD_VARIANTS)('reads $kind as a call', ({ of }) => {
    const { calls, setAside } = readRecording(harOf(of(GOOD)));
    expect(setAside).toEqual([]);
    expect(calls).toMatchObject([
      { path: 'api-user-login', answer: { json: { msg: 'Invalid login details' } } },
    ]);
  });

  it('reads a body and an answer 64 levels deep (a level more is set aside, above)', () => {
    const deepest = {
      ...GOOD,
      request: { ...GOOD.request, postData: { mimeType: '', text: nestedObjects(64) } },
    };
    const answer = {
      ...GOOD,
      response: {
        ...GOOD.response,
        content: { mimeType: 'application/json', text: nestedObjects(64) },
      },
    };
    const { calls, setAside } = readRecording(harOf(deepest, answer));
    expect(setAside).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
