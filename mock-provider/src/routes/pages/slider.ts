import { escapeHtml } from './html';

/** The home slider's banners: small generated SVGs, so the mock needs no binary assets. */
const SLIDES = [
  { from: '#7a1f1f', to: '#d9822b', title: 'PANNA', line: 'Kalyan, Main Bazar, Milan and more' },
  {
    from: '#1f4e7a',
    to: '#2bb3d9',
    title: 'KING STARLINE',
    line: 'A result every hour, 10 AM to 10 PM',
  },
  {
    from: '#1f7a3a',
    to: '#b3d92b',
    title: 'GALI DISAWAR',
    line: 'Delhi Bazar, Shri Ganesh, Gali, Disawar',
  },
] as const;

/** The SVG of slide `n` (1-based), or undefined. */
export function sliderSvg(n: number): string | undefined {
  const slide = SLIDES[n - 1];
  if (!slide) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/></linearGradient></defs>
<rect width="800" height="300" rx="24" fill="url(#g)"/>
<text x="400" y="140" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(slide.title)}</text>
<text x="400" y="200" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${escapeHtml(slide.line)}</text>
</svg>`;
}
