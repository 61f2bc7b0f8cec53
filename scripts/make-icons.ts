/**
 * `npx tsx scripts/make-icons.ts`: draws the app's icons (client/public/icons/) from one SVG: the
 * brand's "P" in the accent colour on the theme colour. Chromium rasterises them, so the PNGs are
 * exactly the SVG below; the glyph is a path (no font), so every machine draws the same pixels.
 * The files are committed: run this again only when the drawing changes.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bench/processes';

const THEME = '#4c1d95';
const ACCENT = '#fbbf24';

/**
 * A bold "P" centred in a 512 square. It stays inside the maskable safe zone (the centred circle
 * of radius 0.4 x 512, which every platform's mask keeps): its farthest corner is 182 from the centre.
 */
const GLYPH = 'M144 112H272A96 96 0 0 1 272 304H216V400H144Z M216 176H268A32 32 0 0 1 268 240H216Z';

/** `rounded`: the corners are cut (an icon shown as is); square: full bleed (maskable, Apple). */
const iconSvg = (rounded: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
  `<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${THEME}"/>` +
  `<path d="${GLYPH}" fill="${ACCENT}" fill-rule="evenodd"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false },
] as const;

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const outDir = join(ROOT, 'client', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(
  existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {},
);
try {
  const page = await browser.newPage();
  for (const { file, size, rounded } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const svg = Buffer.from(iconSvg(rounded)).toString('base64');
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(join(outDir, file), await page.screenshot({ omitBackground: true }));
    console.log(`client/public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
