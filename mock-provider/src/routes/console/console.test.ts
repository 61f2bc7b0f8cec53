import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing';
import { CONSOLE_MISSING } from './files';

const INDEX = '<html><head><base href="/__sim/console/" /></head><body>console</body></html>';
let root: string;
let dist: string;
let app: TestApp;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'panna-console-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  symlinkSync(join(root, 'secret.txt'), join(dist, 'assets', 'link.txt'));
  app = await testApp({ consoleDir: dist, controlToken: 'sesame' });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the QA console page', () => {
  it('is served without the control token, at its own routes too, with its base path', async () => {
    for (const url of ['/__sim/console/', '/__sim/console/players/9876543210']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<base href="/__sim/console/" />');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect((await get('/__sim/console')).headers.location).toBe('/__sim/console/');
  });

  it("in a sandbox, sets the sandbox's path as the base and makes no sandbox", async () => {
    const page = await get('/s/qa-1/__sim/console/clock');
    expect(page.body).toContain('<base href="/s/qa-1/__sim/console/" />');
    expect(app.worlds.find('qa-1')).toBeUndefined();
  });

  it('serves the build files, hashed assets as immutable', async () => {
    const script = await get('/__sim/console/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body).toBe('console.log(1)');
  });

  it('serves nothing from outside the build folder', async () => {
    for (const url of [
      '/__sim/console/../../secret.txt',
      '/__sim/console/%2e%2e/secret.txt',
      '/__sim/console/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/__sim/console/assets/link.txt',
      '/__sim/console/assets/missing.js',
      '/__sim/console/assets/index-abc.js%00.txt',
    ]) {
      const answer = await get(url);
      expect(answer.body, url).not.toContain('outside');
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it("keeps the control plane's guard: its calls still need the token", async () => {
    const refused = await get('/__sim/clock');
    expect(refused.statusCode).toBe(401);
    const answered = await app.inject({
      method: 'GET',
      url: '/__sim/clock',
      headers: {
        authorization: 'Bearer sesame',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    });
    expect(answered.statusCode).toBe(200);
  });
});

describe('an unbuilt console', () => {
  it('says how to build it', async () => {
    const bare = await testApp({ consoleDir: join(tmpdir(), 'panna-console-none') });
    const page = await bare.inject({ method: 'GET', url: '/__sim/console/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(CONSOLE_MISSING);
    await bare.close();
  });
});
