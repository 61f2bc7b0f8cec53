import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('the sandbox settings', () => {
  it('default to 100 open, 500 in all, and a week idle', () => {
    expect(readConfig({})).toMatchObject({
      sandboxLimit: 100,
      sandboxMax: 500,
      sandboxTtlHours: 168,
    });
  });

  it('take whole counts and hours with fractions; anything else is the default', () => {
    expect(
      readConfig({ SANDBOX_MAX: '20', SANDBOX_TTL_HOURS: '0.5', SANDBOX_LIMIT: '3' }),
    ).toMatchObject({ sandboxMax: 20, sandboxTtlHours: 0.5, sandboxLimit: 3 });
    expect(readConfig({ SANDBOX_TTL_HOURS: '0' }).sandboxTtlHours).toBe(0);
    for (const bad of ['', ' ', '-1', 'week', 'Infinity', '1e400'])
      expect(readConfig({ SANDBOX_MAX: bad, SANDBOX_TTL_HOURS: bad })).toMatchObject({
        sandboxMax: 500,
        sandboxTtlHours: 168,
      });
    expect(readConfig({ SANDBOX_MAX: '2.5' }).sandboxMax).toBe(500);
  });
});

describe('the configuration from the environment', () => {
  it('serves HTTPS with both PROVIDER_TLS_CERT and PROVIDER_TLS_KEY, HTTP with neither', () => {
    expect(readConfig({ PROVIDER_TLS_CERT: 'c.pem', PROVIDER_TLS_KEY: 'k.pem' }).tls).toEqual({
      cert: 'c.pem',
      key: 'k.pem',
    });
    expect(readConfig({}).tls).toBeUndefined();
    expect(() => readConfig({ PROVIDER_TLS_KEY: 'k.pem' })).toThrow(/go together/);
  });

  it('answers the polled calls on the fast lane unless PROVIDER_FAST_LANE is off', () => {
    expect(readConfig({}).fastLane).toBe(true);
    expect(readConfig({ PROVIDER_FAST_LANE: 'on' }).fastLane).toBe(true);
    expect(readConfig({ PROVIDER_FAST_LANE: 'off' }).fastLane).toBe(false);
  });

  it('logs text by default, JSON with LOG_FORMAT=json, and refuses any other format', () => {
    expect(readConfig({}).logFormat).toBe('text');
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'pretty' })).toThrow(
      'LOG_FORMAT must be text or json, not "pretty"',
    );
  });

  it.for([
    { PROVIDER_TLS_CERT: 'c.pem' },
    { LOG_FORMAT: 'pretty' },
    { PROVIDER_PROFILE: 'lenient' },
    { PROVIDER_RECORD: 'x.har' },
    { PROVIDER_UPSTREAM: 'ftp://example.com' },
  ])('refuses %j as a setting: one line the start stops with', (env) => {
    let thrown: unknown;
    try {
      readConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).not.toContain('\n');
  });
});
