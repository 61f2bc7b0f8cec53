/**
 * The built pages, from a real `vite build` and `vite preview` (child processes, as e2e and the
 * bench run them): /login and /welcome carry their screen and its styles before any script runs,
 * the SPA shell carries the signed-in frame, and the policy allows every inline script.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const CLIENT = import.meta.dirname;
const VITE = join(CLIENT, '..', 'node_modules', 'vite', 'bin', 'vite.js');
/** client/dist when `npm test` has just built it (PANNA_CLIENT_BUILT), else a build of its own. */
const prebuilt = process.env.PANNA_CLIENT_BUILT === '1';
const outDir = prebuilt ? join(CLIENT, 'dist') : mkdtempSync(join(tmpdir(), 'panna-prerender-'));
const page = (file: string) => readFileSync(join(outDir, file), 'utf8');

/** The root element's markup, and the page's inline styles. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
const stylesOf = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let preview: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  if (!prebuilt) {
    const built = spawnSync(
      process.execPath,
      [VITE, 'build', '--outDir', outDir, '--logLevel', 'error'],
      {
        cwd: CLIENT,
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  preview = spawn(
    process.execPath,
    [
      VITE,
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: CLIENT, stdio: 'ignore' },
  );
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      if (tries > 100) throw new Error('vite preview did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}, 180_000);

afterAll(() => {
  preview?.kill();
  if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
});

describe('the pre-rendered build', () => {
  it('draws the login form in login.html, its styles inline and no stylesheet to wait for', () => {
    const html = page('login.html');
    const root = rootOf(html);
    for (const text of ['Phone Number', 'Password', '+91', 'Forgot Password?', 'Contact Support'])
      expect(root).toContain(text);
    expect(root).toMatch(/<input[^>]*name="phone"/);
    expect(root).toContain('data-prerendered');
    expect(stylesOf(html)).toMatch(/\.field__label\{/);
    expect(stylesOf(html)).toMatch(/\.bare-layout\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // No code is fetched before the page has painted: the start script loads the entry it names.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<meta id="app-entry" content="\/assets\/[^"]+\.js">/);
    // Nor the manifest and the icon: the start script adds them with the code. Meanwhile an
    // empty icon keeps the browser from asking for /favicon.ico.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/rel="manifest"/);
    expect([...head.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link)).toEqual([
      '<link rel="icon" href="data:,">',
    ]);
    const later = /<template id="after-paint">(.*?)<\/template>/.exec(html)?.[1];
    expect(later).toMatch(/<link rel="icon"[^>]*href="\/favicon\.svg"/);
    expect(later).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest">/);
  });

  it('holds each pre-rendered screen in Hindi and Marathi too, for its language script', () => {
    const login = page('login.html');
    const template = (code: string) =>
      new RegExp(`<template id="prerendered-${code}"[^>]*>([\\s\\S]*?)</template>`).exec(
        login,
      )?.[1] ?? '';
    expect(template('hi')).toContain('पासवर्ड भूल गए?');
    expect(template('mr')).toContain('पासवर्ड विसरलात?');
    expect(template('mr')).toMatch(/<input[^>]*name="phone"/);
    expect(rootOf(login)).toMatch(/^<div id="root" data-prerendered data-language="en">/);
    expect(page('welcome.html')).toContain('<template id="prerendered-mr"');
  });

  it("titles each page with its screen's title, in each language, and the brand", () => {
    const login = page('login.html');
    expect(login).toContain('<title>Login – Panna Matka</title>');
    // The language script gives the document the title of the screen it shows.
    expect(login).toContain('<template id="prerendered-hi" data-title="लॉगिन – Panna Matka">');
    expect(login).toContain('<template id="prerendered-mr" data-title="लॉगिन – Panna Matka">');
    expect(page('welcome.html')).toContain('<title>Welcome to Panna Matka</title>');
    // Every other page, until the app names its screen: the brand the build is configured with.
    expect(page('index.html')).toContain('<title>Panna Matka</title>');
  });

  it('draws the visitor landing page in welcome.html, its styles inline', () => {
    const html = page('welcome.html');
    const root = rootOf(html);
    expect(root).toContain(
      'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
    );
    for (const shortcut of ['AddFund', 'Withdraw', 'Gali Disawar', 'Starline'])
      expect(root).toContain(`>${shortcut}</a>`);
    expect(stylesOf(html)).toMatch(/\.landing__shortcuts\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('draws the controls that need the app disabled until it hydrates them (a tap is not lost)', () => {
    const login = rootOf(page('login.html'));
    expect(login).toMatch(/<input(?=[^>]*name="phone")[^>]*disabled=""/);
    expect(login).toMatch(/<input(?=[^>]*name="password")[^>]*disabled=""/);
    expect(login).toMatch(/<button type="submit"[^>]*disabled=""/);
    // The landing's menu button comes with its handler.
    expect(rootOf(page('welcome.html'))).not.toMatch(/aria-haspopup="dialog"/);
  });

  it('puts the loading state and the signed-in frame (header, empty footer) in index.html', () => {
    const html = page('index.html');
    expect(rootOf(html)).toMatch(/^<div id="root"><div class="list-state"[^]*Loading\.\.\./);
    const frame = html.slice(html.indexOf('<template id="signed-in-frame">'));
    expect(frame).toContain('Welcome to Panna Matka');
    expect(frame).toContain('<nav class="app-footer" aria-label="Footer"></nav>');
    expect(stylesOf(frame)).toMatch(/\.app-header\{/);
    // The frame starts the signed-in shell's download with the entry's: its chunk, not the entry.
    const preloads = [...frame.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)![1];
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.map((m) => m[1])).not.toContain(entry);
    const shell = preloads.find((m) => page(m[1]!.slice(1)).includes('app-header'));
    expect(shell, 'the header layout is in one of them').toBeDefined();
  });

  it('runs no inline script that the policy does not name by its hash', () => {
    const policy = contentSecurityPolicy(undefined);
    let inline = 0;
    for (const file of ['index.html', 'login.html', 'welcome.html'])
      for (const [, attributes, body] of page(file).matchAll(
        /<script([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/\ssrc="/.test(attributes!)) continue;
        inline++;
        expect(policy).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
    // The frame's in index.html; the language and the start scripts in each pre-rendered page.
    expect(inline).toBe(5);
  });

  it('is served by vite preview: /login and /welcome pre-rendered, every other path the SPA shell', async () => {
    const served = async (path: string) => (await fetch(origin + path)).text();
    expect(await served('/login')).toBe(page('login.html'));
    expect(await served('/welcome')).toBe(page('welcome.html'));
    for (const path of ['/', '/imp', '/single', '/r', '/no-such-screen'])
      expect(await served(path)).toBe(page('index.html'));
  });
});
