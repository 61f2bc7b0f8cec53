/**
 * Which language the app speaks first: a module with no imports, so that the build's inline
 * language script (inline-scripts.ts) is written from the same constants and held to the same
 * answers (language-script.test.ts).
 */
export const SOURCE_LANGUAGE = 'en';
/** Where the player's choice is saved (localStorage). */
export const LANGUAGE_KEY = 'language';

/**
 * The saved choice when the app has it, else the first of the browser's languages it has (`hi-IN`
 * gets Hindi), else English.
 */
export function pickLanguage(
  saved: string | null,
  browserTags: readonly (string | undefined)[],
  has: (code: string) => boolean,
): string {
  if (saved && has(saved)) return saved;
  for (const tag of browserTags) {
    const code = tag?.toLowerCase().split('-')[0];
    if (code && has(code)) return code;
  }
  return SOURCE_LANGUAGE;
}
