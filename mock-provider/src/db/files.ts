import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes the bytes and waits until the disk has them. */
export function writeDurably(path: string, data: Buffer | string): void {
  const fd = openSync(path, 'w');
  try {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a buffer copied or a string written as it is: the same bytes.
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename in the folder durable. */
// Stryker disable next-line BlockStatement: a folder's sync is seen only after a power cut.
export function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  // Stryker disable next-line BlockStatement: as above, for the sync alone.
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces a file so that a crash at any moment leaves the old content or the new one, never a
 * part: written beside it, synced, then renamed over it.
 */
export function replaceFile(path: string, data: Buffer | string): void {
  const staged = `${path}.partial`;
  try {
    writeDurably(staged, data);
    renameSync(staged, path);
  } catch (error) {
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: only a staged file never opened is missing, and its open failed with the same ENOENT.
    rmSync(staged, { force: true });
    throw error;
  }
  syncFolder(dirname(path));
}

/** A database file and its WAL companions. */
export function removeDatabaseFiles(path: string): void {
  rmSync(path, { force: true });
  removeWalFiles(path);
}

/** A database file's WAL companions. */
export function removeWalFiles(path: string): void {
  for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
