/**
 * The document's title (the browser tab, the task switcher, what a screen reader announces on
 * arrival): each screen's own, as its heading shows it in the language spoken, then the brand
 * ("गेमचे दर – Panna Matka"). Every screen calls `useScreenTitle` (ScreenFrame does for the
 * screens it frames; screen-titles.test.ts holds every screen to it). The build's pre-renderer,
 * which has no document, reads the title through `TitleSink` (prerender.tsx).
 */
import { createContext, useContext, useEffect } from 'react';
import { getConfig } from '../lib/config';

/** Between the screen's title and the brand. */
export const TITLE_SEPARATOR = ' – ';

/** A screen's title with the brand after it; a title that names the brand stands alone. */
export function documentTitle(title: string, brand = getConfig().brandName): string {
  const screen = title.trim();
  if (!screen) return brand;
  return screen.includes(brand) ? screen : `${screen}${TITLE_SEPARATOR}${brand}`;
}

/** Takes the title of a render without a document (the pre-renderer's). */
export const TitleSink = createContext<((title: string) => void) | undefined>(undefined);

/** Titles the document after the screen: `title` is the screen's heading, translated. */
export function useScreenTitle(title: string): void {
  const text = documentTitle(title);
  useContext(TitleSink)?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
