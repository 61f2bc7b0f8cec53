/** The size of built files, as a browser downloads them: raw, gzip and brotli. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes of a set of built files in `distDir`, summed (each file once). */
export function sizeOf(distDir: string, files: Iterable<string>): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const content = readFileSync(join(distDir, file));
    total.raw += content.length;
    total.gzip += gzipSync(content).length;
    total.brotli += brotliCompressSync(content).length;
  }
  return total;
}
