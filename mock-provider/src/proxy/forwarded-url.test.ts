/**
 * The recording proxy's one rule for where a call goes: a provider path (one segment, decoded
 * once) right under the upstream's base, the query kept; anything else nowhere.
 */
import { describe, expect, test } from 'vitest';
import { forwardedUrl, isOwnPath } from './forwarded-url';

const SANDBOX = 'http://127.0.0.1:8787/s/alice';

describe('forwardedUrl', () => {
  test('puts a provider path right under the base, on a base with a path or none', () => {
    expect(forwardedUrl(SANDBOX, '/api-get-dashboard-data')?.href).toBe(
      `${SANDBOX}/api-get-dashboard-data`,
    );
    expect(forwardedUrl('https://provider.example', '/api_new-call2')?.href).toBe(
      'https://provider.example/api_new-call2',
    );
    expect(forwardedUrl('https://provider.example/api/v1', '/api-x')?.href).toBe(
      'https://provider.example/api/v1/api-x',
    );
  });

  test('decodes the segment once, and keeps a query that cannot move the path', () => {
    expect(forwardedUrl(SANDBOX, '/%61pi-get-social-data')?.href).toBe(
      `${SANDBOX}/api-get-social-data`,
    );
    const url = forwardedUrl(SANDBOX, '/api-x?next=../../__sim/reset&a=%2e%2e%2f#/../../__sim');
    expect(url?.pathname).toBe('/s/alice/api-x');
    expect(url?.search).toBe('?next=../../__sim/reset&a=%2e%2e%2f%23/../../__sim');
    expect(url?.hash).toBe('');
  });

  test.each([
    ['dot segments', '/../../__sim/players/9876543210/credit'],
    ['one dot segment', '/..'],
    ['encoded dots', '/%2e%2e/%2E%2E/__sim/reset'],
    ['encoded slashes', '/..%2f..%2F__sim%2Freset'],
    ['an encoded control path in one segment', '/__sim%2Fplayers%2F9876543210%2Fcredit'],
    ['backslashes', '/..\\..\\__sim\\reset'],
    ['encoded backslashes', '/..%5c..%5C__sim%5creset'],
    ['double encoding', '/%252e%252e/__sim/reset'],
    ['a double-encoded segment', '/%2561pi-x'],
    ['parameters', '/..;/..;/__sim/reset'],
    ['a parameter on a provider path', '/api-x;a=b'],
    ['overlong UTF-8 dots', '/%c0%ae%c0%ae/__sim/reset'],
    ['a lone surrogate', '/api-%ed%a0%80'],
    ['a malformed escape', '/api-%zz'],
    ['a truncated escape', '/api-x%2'],
    ['NUL', '/api-x%00'],
    ['a dot', '/api.php'],
    ['letters beyond ASCII', '/api-%C3%A9'],
    ['a trailing slash', '/api-get-dashboard-data/'],
    ['a registry path, then dot segments', '/api-submit-bid/../../../__sim/reset'],
    ['a sandbox prefix', '/s/bob/api-x'],
    ['the control plane', '/__sim'],
    ['the control plane, in capitals', '/__SIM'],
    ['the control plane, encoded', '/%5f_sim'],
    ['the docs', '/docs'],
    ['the sandbox prefix alone', '/S'],
    ['nothing', '/'],
    ['an empty path', ''],
    ['a fragment in the path', '/api-x#/../__sim'],
    ['an absolute URL', 'http://evil.example/api-x'],
    ['a network path', '//evil.example/api-x'],
  ])('forwards nowhere a path with %s', (_, path) => {
    expect(forwardedUrl(SANDBOX, path)).toBeUndefined();
  });
});

test('isOwnPath names the simulator’s own first segments, as sent', () => {
  for (const path of ['/__sim', '/__sim/faults', '/docs/json', '/s/alice/x', '/__sim?x'])
    expect(isOwnPath(path), path).toBe(true);
  for (const path of ['/api-x', '/%5f_sim/faults', '/__simx', '/sx/y', '/'])
    expect(isOwnPath(path), path).toBe(false);
});
