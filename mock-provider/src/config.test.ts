import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the configuration from the environment', () => {
  it('serves HTTPS with both PROVIDER_TLS_CERT and PROVIDER_TLS_KEY, HTTP with neither', () => {
    expect(readConfig({ PROVIDER_TLS_CERT: 'c.pem', PROVIDER_TLS_KEY: 'k.pem' }).tls).toEqual({
      cert: 'c.pem',
      key: 'k.pem',
    });
    expect(readConfig({}).tls).toBeUndefined();
    expect(() => readConfig({ PROVIDER_TLS_KEY: 'k.pem' })).toThrow(/go together/);
  });

  it('logs text by default, JSON with LOG_FORMAT=json, and refuses any other format', () => {
    expect(readConfig({}).logFormat).toBe('text');
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'pretty' })).toThrow(
      'LOG_FORMAT must be text or json, not "pretty"',
    );
  });
});
