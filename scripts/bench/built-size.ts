/** The size of built files, as a browser downloads them: raw, gzip and brotli. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Each file's sizes, compressed once: the figures sum the same chunks (the entry, shared ones)
 * for every route and language. Keyed by path and modification time, as a build rewrites them.
 */
const sizes = new Map<string, Size>();

function sizeOfFile(path: string): Size {
  const key = `${path}@${statSync(path).mtimeMs}`;
  let size = sizes.get(key);
  if (!size) {
    const content = readFileSync(path);
    size = {
      raw: content.length,
      gzip: gzipSync(content).length,
      brotli: brotliCompressSync(content).length,
    };
    sizes.set(key, size);
  }
  return size;
}

/** Sizes of a set of built files in `distDir`, summed (each file once). */
export function sizeOf(distDir: string, files: Iterable<string>): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const size = sizeOfFile(join(distDir, file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}
