import { describe, expect, it } from 'vitest';
import { lateTexts, quotes, type ChunkFacts } from './catalogue-split';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  moduleIds: [fileName.replace('.js', '.tsx')],
  imports: [],
  dynamicImports: [],
  ...facts,
});

/**
 * An entry opening the home shell (home.js) and a router (routes.js) that opens a waiting screen
 * (bid.js, with a shared part form.js); the shell opens a side menu (menu.js) on demand.
 */
const CHUNKS = [
  chunk('entry.js', { isEntry: true, dynamicImports: ['home.js', 'routes.js'] }),
  chunk('routes.js', { dynamicImports: ['bid.js'] }),
  chunk('home.js', { dynamicImports: ['menu.js'] }),
  chunk('menu.js'),
  chunk('bid.js', { imports: ['form.js'] }),
  chunk('form.js'),
];
const CODE: Record<string, string> = {
  'entry.tsx': `t('Sign In')`,
  'home.tsx': `t("Home"); t('Rest')`,
  'menu.tsx': 'msg(`Language`)',
  'bid.tsx': `t('Bid Now'); t('Home')`,
  'form.tsx': `t('Don\\'t bid twice'); t('Language')`,
};
const split = (ids: string[]) =>
  lateTexts(
    ids,
    CHUNKS,
    'routes.tsx',
    (id) => id === 'bid.tsx',
    (id) => CODE[id] ?? null,
  );

describe('the texts left to the second download', () => {
  it('are those only the waiting screens and what they alone import use', () => {
    expect(split(['Sign In', 'Home', 'Bid Now', "Don't bid twice", 'Language'])).toEqual(
      new Set(['Bid Now', "Don't bid twice"]),
    );
  });

  it('leave a text no code quotes in the first download', () => {
    expect(split(['Number {value} is not valid.'])).toEqual(new Set());
  });

  it('leave everything first when a waiting screen is also opened another way', () => {
    const opened = CHUNKS.map((c) =>
      c.fileName === 'menu.js' ? { ...c, dynamicImports: ['bid.js'] } : c,
    );
    expect(
      lateTexts(
        ['Bid Now', "Don't bid twice"],
        opened,
        'routes.tsx',
        (id) => id === 'bid.tsx',
        (id) => CODE[id] ?? null,
      ),
    ).toEqual(new Set());
  });
});

describe('a quoted text', () => {
  it('is found in any kind of quotes, escaped as the source writes it', () => {
    expect(quotes(`x('Don\\'t')`, "Don't")).toBe(true);
    expect(quotes('x(`Home`)', 'Home')).toBe(true);
    expect(quotes('x("Home page")', 'Home')).toBe(false);
  });
});
