import { describe, expect, it } from 'vitest';
import { lateTexts, quotes, type ChunkFacts } from './catalogue-split';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  moduleIds: [fileName.replace('.js', '.tsx')],
  imports: [],
  ...facts,
});

/**
 * An entry and the signed-in shell (shell.js), which share a part (frame.js); the sign-in screen
 * (login.js), a side menu (menu.js) and a bid screen (bid.js, with a part of its own, form.js),
 * all loaded on demand.
 */
const CHUNKS = [
  chunk('entry.js', { isEntry: true, imports: ['frame.js'] }),
  chunk('shell.js', { imports: ['frame.js'] }),
  chunk('frame.js'),
  chunk('login.js'),
  chunk('menu.js'),
  chunk('bid.js', { imports: ['form.js'] }),
  chunk('form.js'),
];
const CODE: Record<string, string> = {
  'entry.tsx': `t('Loading...')`,
  'shell.tsx': `t("Home"); t('Play')`,
  'frame.tsx': 'msg(`Back`)',
  'login.tsx': `t('Sign In'); t('Back')`,
  'menu.tsx': 'msg(`Language`)',
  'bid.tsx': `t('Bid Now'); t('Home')`,
  'form.tsx': `t('Don\\'t bid twice'); t('Language')`,
};
const split = (ids: string[]) =>
  lateTexts(
    ids,
    CHUNKS,
    (id) => id === 'shell.tsx',
    (id) => CODE[id] ?? null,
  );

describe('the texts left to the second download', () => {
  it('are those neither the entry nor the signed-in shell, nor what they import, uses', () => {
    const ids = ['Loading...', 'Home', 'Play', 'Back', 'Sign In', 'Language', 'Bid Now'];
    expect(split([...ids, "Don't bid twice"])).toEqual(
      new Set(['Sign In', 'Language', 'Bid Now', "Don't bid twice"]),
    );
  });

  it('leave a text no code quotes in the first download', () => {
    expect(split(['Number {value} is not valid.'])).toEqual(new Set());
  });

  it('count a module without code (a library) as quoting nothing', () => {
    expect(
      lateTexts(
        ['Home'],
        [chunk('entry.js', { isEntry: true }), chunk('bid.js')],
        () => false,
        (id) => (id === 'entry.tsx' ? null : `t('Home')`),
      ),
    ).toEqual(new Set(['Home']));
  });
});

describe('a quoted text', () => {
  it('is found in any kind of quotes, escaped as the source writes it', () => {
    expect(quotes(`x('Don\\'t')`, "Don't")).toBe(true);
    expect(quotes('x(`Home`)', 'Home')).toBe(true);
    expect(quotes('x("Home page")', 'Home')).toBe(false);
  });
});
