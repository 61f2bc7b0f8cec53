/**
 * The configuration rules of issue 42 item 1: the last config.json read stands in when there is
 * no network, a production build calls no built-in host, and a read once the network is back
 * (app/pwa/start-pwa.ts) replaces what stood in.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  getConfig,
  keepsBuildValues,
  loadRuntimeConfig,
  resetConfig,
  SAVED_CONFIG_KEY,
  setConfig,
} from './config';
import { callProvider, ProviderError } from './provider-client';

const SOCIAL = '{"status":true,"msg":"","mobile_no":"1","mobile_1":"2","telegram_no":""}';

/** What answers config.json: a file, a status, or no network at all. */
let served: { json: object } | { status: number; text?: string } | 'offline';
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  served = 'offline';
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url !== '/config.json') return new Response(SOCIAL);
    if (served === 'offline') throw new TypeError('Failed to fetch');
    if ('json' in served) return new Response(JSON.stringify(served.json));
    return new Response(served.text ?? 'Not Found', { status: served.status });
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

/** A new page load: the build's values, nothing read yet (what is saved on the device stays). */
const newPage = () => resetConfig();
const calledUrls = () => fetchSpy.mock.calls.map(([input]) => String(input));
const BUILT_IN = 'http://127.0.0.1:8787';

describe('the configuration', () => {
  it('keeps the last config.json read, and uses it when a start has no network', async () => {
    served = { json: { providerHost: 'https://provider-a.example/', brandName: 'Kalyan Play' } };
    await loadRuntimeConfig();
    expect(getConfig()).toMatchObject({
      providerHost: 'https://provider-a.example',
      brandName: 'Kalyan Play',
    });

    newPage();
    served = 'offline';
    await loadRuntimeConfig();
    expect(getConfig()).toMatchObject({
      providerHost: 'https://provider-a.example',
      brandName: 'Kalyan Play',
    });
    await callProvider('api-get-social-data', {});
    expect(calledUrls().at(-1)).toBe('https://provider-a.example/api-get-social-data');
  });

  it('takes a server without config.json (404) as no override, which replaces the one kept', async () => {
    served = { json: { providerHost: 'https://provider-a.example' } };
    await loadRuntimeConfig();
    newPage();
    served = { status: 404 };
    await loadRuntimeConfig();
    expect(getConfig().providerHost).toBe(BUILT_IN);

    newPage();
    served = 'offline';
    await loadRuntimeConfig();
    expect(getConfig().providerHost).toBe(BUILT_IN);
  });

  it('ignores a kept file that is not JSON (a dev server’s HTML fallback)', async () => {
    localStorage.setItem(SAVED_CONFIG_KEY, '<!doctype html><title>app</title>');
    await loadRuntimeConfig();
    expect(getConfig().providerHost).toBe(BUILT_IN);
  });

  it('read again (the network is back), replaces the one standing in, keys it no longer names too', async () => {
    served = { json: { providerHost: 'https://provider-a.example', brandName: 'Kalyan Play' } };
    await loadRuntimeConfig();
    newPage();
    served = 'offline';
    await loadRuntimeConfig();
    expect(getConfig().providerHost).toBe('https://provider-a.example');

    // The provider moved while the phone was offline, and the brand went back to the build's.
    served = { json: { providerHost: 'https://provider-b.example' } };
    await loadRuntimeConfig();
    expect(getConfig()).toMatchObject({
      providerHost: 'https://provider-b.example',
      brandName: 'Panna Matka',
    });
    await callProvider('api-get-social-data', {});
    expect(calledUrls().at(-1)).toBe('https://provider-b.example/api-get-social-data');
  });

  describe('in a production build', () => {
    beforeEach(() => {
      vi.stubEnv('DEV', false);
      vi.stubEnv('PROD', true);
      newPage();
    });

    it('with no configuration ever read and no network, names no provider and calls none', async () => {
      await loadRuntimeConfig();
      expect(getConfig().providerHost).toBe('');
      const error = await callProvider('api-get-social-data', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'network' });
      expect(calledUrls()).toEqual(['/config.json']);
    });

    it('once config.json is read (the network is back), calls the provider it names', async () => {
      await loadRuntimeConfig();
      served = { json: { providerHost: 'https://provider-a.example' } };
      await loadRuntimeConfig();
      await callProvider('api-get-social-data', {});
      expect(calledUrls()).toEqual([
        '/config.json',
        '/config.json',
        'https://provider-a.example/api-get-social-data',
      ]);
    });

    it('with config.json naming no provider, calls none', async () => {
      served = { json: { brandName: 'Kalyan Play' } };
      await loadRuntimeConfig();
      expect(getConfig()).toMatchObject({ providerHost: '', brandName: 'Kalyan Play' });
      await expect(callProvider('api-get-social-data', {})).rejects.toMatchObject({
        kind: 'network',
      });
      expect(calledUrls().every((url) => url === '/config.json')).toBe(true);
    });
  });

  it('in a development build (and the tests), keeps its built-in provider', async () => {
    await loadRuntimeConfig();
    expect(getConfig().providerHost).toBe(BUILT_IN);
  });

  it('reads config.json fresh from the network, as JSON, every time', async () => {
    served = { json: {} };
    await loadRuntimeConfig();
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('takes a value trimmed, ignores a blank or non-text one, and drops every trailing slash', () => {
    setConfig({
      appKey: '  k2  ',
      brandName: '   ',
      envType: 7,
      providerHost: 'https://p.example//',
    });
    expect(getConfig()).toMatchObject({
      appKey: 'k2',
      brandName: 'Panna Matka',
      envType: 'Prod',
      providerHost: 'https://p.example',
    });
  });

  it("offers no Android installer unless the build names one, and tells which values are the build's", () => {
    expect(getConfig().androidApkUrl).toBe('');
    expect(keepsBuildValues('brandName', 'appKey')).toBe(true);
    setConfig({ brandName: 'Kalyan Play' });
    expect(keepsBuildValues('appKey')).toBe(true);
    expect(keepsBuildValues('brandName')).toBe(false);
    expect(keepsBuildValues('appKey', 'brandName')).toBe(false);
    resetConfig();
    expect(getConfig().brandName).toBe('Panna Matka');
    expect(keepsBuildValues('brandName')).toBe(true);
  });
});
