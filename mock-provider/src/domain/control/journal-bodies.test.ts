import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_KEPT_BODY, keptBody, maskToken, shownBody } from './journal-bodies';

const TOKEN = 'k3Jd9LmQ2pX7vB4nR8tY1wZ6cF5hG0';
const OTHER = 'k3Jd1111111111111111111111hG0x';

/** A JSON text made by hand, so that it can hold what JSON.stringify never writes. */
type Node =
  | { leaf: string | number | boolean | null }
  | { secret: string }
  | { list: Node[] }
  | { pairs: { key: string; escaped: boolean; spaced: boolean; value: Node }[] };

const KEYS = ['unique_token', 'password', 'otp', 'new_pass', 'new_result', 'mobile', 'a'];
const escapeKey = (key: string) => `"${[...key].map((c) => (c === '_' ? '\\u005f' : c)).join('')}"`;
const textOf = (node: Node): string => {
  if ('leaf' in node) return JSON.stringify(node.leaf);
  if ('secret' in node) return JSON.stringify(node.secret);
  if ('list' in node) return `[${node.list.map(textOf).join(',')}]`;
  const pairs = node.pairs.map(({ key, escaped, spaced, value }) => {
    const name = escaped ? escapeKey(key) : JSON.stringify(key);
    return `${name}${spaced ? ' : ' : ':'}${textOf(value)}`;
  });
  return `{${pairs.join(',')}}`;
};

/** Secrets are upper-case and long, everything else lower-case and short: a leak is findable. */
const secret = fc.stringMatching(/^[A-Z0-9]{24,32}$/);
const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      leaf: fc.oneof(
        fc.stringMatching(/^[a-z ]{0,6}$/),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
      ),
    }),
    fc.record({ secret }),
    fc.record({ list: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({
      pairs: fc.array(
        fc.record({
          key: fc.constantFrom(...KEYS),
          escaped: fc.boolean(),
          spaced: fc.boolean(),
          value: tie('node'),
        }),
        { maxLength: 4 },
      ),
    }),
  ),
}));
const SECRET_KEYS = new Set(['unique_token', 'password', 'otp', 'new_pass']);
/** Every secret-looking value sent under a secret key (at any depth below it). */
const secretsOf = (n: Node, underSecret = false): string[] =>
  'secret' in n
    ? underSecret
      ? [n.secret]
      : []
    : 'list' in n
      ? n.list.flatMap((item) => secretsOf(item, underSecret))
      : 'pairs' in n
        ? n.pairs.flatMap((p) => secretsOf(p.value, underSecret || SECRET_KEYS.has(p.key)))
        : [];

/** What the journal shows of a body sent as `text`, recorded redacting or not. */
const shown = (text: string, redacting = true): unknown =>
  shownBody(keptBody(JSON.parse(text), redacting, text), redacting);

/** The model: secrets as ***, tokens by their ends, everything else as parsed. */
const masked = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'unique_token' ? maskToken(field) : SECRET_KEYS.has(key) ? '***' : masked(field),
    ]),
  );
};

describe('what the journal shows of a body', () => {
  it('shows a session token by its ends, at the top and in a bid, and a short one not at all', () => {
    const body = {
      unique_token: TOKEN,
      new_result: { unique_token: OTHER, result: [{ digits: '5' }] },
    };
    expect(shown(JSON.stringify(body))).toEqual({
      unique_token: 'k3Jd…5hG0',
      new_result: { unique_token: 'k3Jd…hG0x', result: [{ digits: '5' }] },
    });
    expect(maskToken('short-token-1234567')).toBe('***');
    expect(maskToken(12345)).toBe('***');
  });

  it('masks secrets of any spelling at any depth, and leaves ordinary fields as they came', () => {
    const body = {
      app_key: 'dev-app-key',
      meta: { unique_token: TOKEN, device: { sessionId: OTHER } },
      list: [{ PIN_CODE: '1234' }, { passwd: 'p1' }, { user_pwd: 'p2', OTP_code: '4821' }],
      securityPin: '9999',
      shipping: 'Pune',
      opinion: 'fine',
      spinner: 3,
    };
    expect(shown(JSON.stringify(body))).toEqual({
      app_key: 'dev-app-key',
      meta: { unique_token: 'k3Jd…5hG0', device: { sessionId: 'k3Jd…hG0x' } },
      list: [{ PIN_CODE: '***' }, { passwd: '***' }, { user_pwd: '***', OTP_code: '***' }],
      securityPin: '***',
      shipping: 'Pune',
      opinion: 'fine',
      spinner: 3,
    });
  });

  it('keeps no password of any spelling, nor one in JSON held in a string', () => {
    const kept = keptBody(
      { note: JSON.stringify({ Pass_Word: 'hunter22' }), auth: { newPassword: 'hunter33' } },
      true,
      undefined,
    );
    expect(kept).not.toContain('hunter22');
    expect(kept).not.toContain('hunter33');
  });

  it('keeps no password from the text a body came as either: that text is kept only unmasked', () => {
    const text = '{"mobile":"9876543210","password":"hunter22"}';
    const kept = keptBody(JSON.parse(text), true, text);
    expect(kept).not.toContain('hunter22');
    expect(JSON.parse(kept)).toEqual({ mobile: '9876543210', password: '***' });
  });

  it('shows tokens and secrets whole for calls recorded with redaction off', () => {
    const text = JSON.stringify({ unique_token: TOKEN, password: 'hunter22' });
    expect(shown(text, false)).toEqual(JSON.parse(text));
  });

  it('keeps a body that has no secret but its token as the text it came as', () => {
    const text = `{ "env_type" : "Prod", "unique_token" : "${TOKEN}" }`;
    expect(keptBody(JSON.parse(text), true, text)).toBe(text);
  });

  it('shows every body masked, and no secret or token sent, however the text is written', () => {
    fc.assert(
      fc.property(node, (tree) => {
        const text = textOf(tree);
        const seen = shown(text);
        expect(seen).toEqual(masked(JSON.parse(text)));
        // The generator puts secret-looking values anywhere: one may show only where the body
        // also has it under a key that is not secret.
        const visible = JSON.stringify(masked(JSON.parse(text)));
        for (const value of secretsOf(tree))
          if (!visible.includes(value)) expect(JSON.stringify(seen)).not.toContain(value);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a body up to 64 KiB of JSON, and notes a longer one by its size', () => {
    const sized = (length: number) => JSON.stringify({ a: 'x'.repeat(length - 8) });
    expect(sized(MAX_KEPT_BODY)).toHaveLength(MAX_KEPT_BODY);
    expect(keptBody(JSON.parse(sized(MAX_KEPT_BODY)), true, undefined)).toBe(sized(MAX_KEPT_BODY));
    expect(JSON.parse(keptBody(JSON.parse(sized(MAX_KEPT_BODY + 1)), true, undefined))).toBe(
      `[body of ${MAX_KEPT_BODY + 1} characters not kept]`,
    );
  });

  it('keeps a call without a body as null', () => {
    expect(shownBody(keptBody(undefined, true, undefined), true)).toBeNull();
  });
});
