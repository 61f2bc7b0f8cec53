import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_ID,
  ENTRY_META_ID,
  FRAME_SCRIPT,
  FRAME_TEMPLATE_ID,
  LANGUAGE_SCRIPT,
  START_SCRIPT,
  languageTemplateId,
} from './inline-scripts';
import { LANGUAGE_KEY, pickLanguage } from './src/i18n/language-rule';

const LOADING = '<p>Loading...</p>';
const FRAME = '<header>Welcome</header>';

/** A page as the built index.html has it, at `path`, then the inline script run once. */
function firstPaintAt(path: string): string {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${LOADING}</div><template id="${FRAME_TEMPLATE_ID}">${FRAME}</template>`;
  new Function(FRAME_SCRIPT)();
  return document.getElementById('root')!.innerHTML;
}

const signIn = () =>
  localStorage.setItem('userCredentials', JSON.stringify({ username: 'a', token: 't' }));

describe('the signed-in frame script', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows the frame where a signed-in player lands: / and the home', () => {
    signIn();
    expect(firstPaintAt('/')).toBe(FRAME);
    expect(firstPaintAt('/imp')).toBe(FRAME);
    expect(firstPaintAt('/IMP/')).toBe(FRAME);
  });

  it('leaves the loading state signed out, and on any other path', () => {
    expect(firstPaintAt('/')).toBe(LOADING);
    expect(firstPaintAt('/imp')).toBe(LOADING);
    signIn();
    expect(firstPaintAt('/single')).toBe(LOADING);
    expect(firstPaintAt('/imp4')).toBe(LOADING);
  });
});

describe('the language script of the pre-rendered pages', () => {
  const PAGE_LANGUAGES = ['en', 'hi', 'mr'];

  /** A pre-rendered page (English in the root, the others in templates), then the script run. */
  function firstPaint(saved: string | null, browser: readonly string[]) {
    if (saved === null) localStorage.removeItem(LANGUAGE_KEY);
    else localStorage.setItem(LANGUAGE_KEY, saved);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    document.documentElement.lang = 'en';
    document.title = 'title en';
    document.body.innerHTML =
      PAGE_LANGUAGES.filter((code) => code !== 'en')
        .map(
          (code) =>
            `<template id="${languageTemplateId(code)}" data-title="title ${code}"><p>${code}</p></template>`,
        )
        .join('') + '<div id="root" data-language="en"><p>en</p></div>';
    new Function(LANGUAGE_SCRIPT)();
    const root = document.getElementById('root')!;
    return {
      shown: root.textContent,
      marked: root.dataset.language,
      lang: document.documentElement.lang,
      title: document.title,
    };
  }

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the saved choice, else the browser language, else English', () => {
    expect(firstPaint(null, ['mr-IN', 'en']).shown).toBe('mr');
    expect(firstPaint('hi', ['mr-IN']).shown).toBe('hi');
    expect(firstPaint('fr', ['fr-FR', 'hi']).shown).toBe('hi');
    expect(firstPaint(null, ['fr-FR']).shown).toBe('en');
    expect(firstPaint('en', ['mr']).shown).toBe('en');
  });

  it("titles the document with the screen's title in the language shown", () => {
    expect(firstPaint(null, ['mr-IN']).title).toBe('title mr');
    expect(firstPaint('hi', []).title).toBe('title hi');
    expect(firstPaint(null, ['en-IN']).title).toBe('title en'); // the page's own
  });

  it('picks the language pickLanguage picks, for any saved choice and browser languages', () => {
    const code = fc.constantFrom('en', 'hi', 'mr', 'fr', 'HI', '', 'mr-IN', 'hi-in', 'x-hi');
    fc.assert(
      fc.property(
        fc.option(code, { nil: null }),
        fc.array(code, { maxLength: 4 }),
        (saved, browser) => {
          const expected = pickLanguage(saved, browser, (c) => PAGE_LANGUAGES.includes(c));
          expect(firstPaint(saved, browser)).toEqual({
            shown: expected,
            marked: expected,
            lang: expected,
            title: `title ${expected}`,
          });
        },
      ),
    );
  });
});

describe('the start script of the pre-rendered pages', () => {
  const ENTRY = '/assets/entry.js';
  const LINKS =
    '<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/app.webmanifest">';
  /** The page's paint observer, as the script registered it. */
  let reportPaint: (names: string[]) => void = () => {};

  /** A pre-rendered page's head and body as the build writes them, then the script run. */
  function load(paintTiming = true) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal(
      'PerformanceObserver',
      paintTiming
        ? class {
            constructor(callback: (list: { getEntriesByName(n: string): unknown[] }) => void) {
              reportPaint = (names) =>
                callback({ getEntriesByName: (n) => names.filter((name) => name === n) });
            }
            observe() {}
          }
        : undefined,
    );
    document.head.innerHTML = `<meta id="${ENTRY_META_ID}" content="${ENTRY}"><link rel="icon" href="data:,">`;
    document.body.innerHTML = `<div id="root"></div><template id="${AFTER_PAINT_ID}">${LINKS}</template>`;
    new Function(START_SCRIPT)();
  }

  const entries = () =>
    [...document.head.querySelectorAll('script')].map((s) => `${s.type} ${s.getAttribute('src')}`);
  const links = () =>
    [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
  const PLACEHOLDER = ['icon data:,'];
  const ADDED = ['icon /favicon.svg', 'manifest /app.webmanifest'];

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('fetches nothing until the first contentful paint is reported, then the entry and the links', () => {
    load();
    vi.advanceTimersByTime(100);
    reportPaint(['first-paint']);
    vi.advanceTimersByTime(100);
    expect(entries()).toEqual([]);
    expect(links()).toEqual(PLACEHOLDER);
    reportPaint(['first-contentful-paint']);
    expect(entries()).toEqual([]); // the next task, not inside the paint's report
    vi.advanceTimersByTime(0);
    expect(entries()).toEqual([`module ${ENTRY}`]);
    expect(links()).toEqual(ADDED); // the empty icon gone
  });

  it('starts once, whichever comes first: the paint or half a second (a hidden tab paints nothing)', () => {
    load();
    vi.advanceTimersByTime(499);
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual([`module ${ENTRY}`]);
    reportPaint(['first-contentful-paint']);
    vi.advanceTimersByTime(1000);
    expect(entries()).toHaveLength(1);
    expect(links()).toEqual(ADDED); // the empty icon gone
  });

  it('starts after the first frame in a browser without paint timing', () => {
    load(false);
    vi.advanceTimersByTime(20);
    expect(entries()).toEqual([`module ${ENTRY}`]);
  });
});
