/**
 * The key a compiled catalogue files a text under: a 32-bit FNV-1a hash of its id (the English
 * text) in base 36, at most 7 characters. Keyed so, a Hindi download carries Hindi only, not every
 * English text beside it (Hindi's: 10.3 -> 9.6 KB gzip). The build refuses two ids with one key
 * (catalogue-plugin.ts).
 */
export function textKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
