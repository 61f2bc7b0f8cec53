import { readFileSync } from 'node:fs';

/** A file-backed world holds its database, WAL and shared-memory files open. */
export const FILES_PER_WORLD = 3;
/**
 * Open files kept for the process itself (Node's own descriptors, the listening socket, the
 * default world's 3 files) and for the files a call opens for a moment (a snapshot written or
 * read, a closed sandbox's journal).
 */
export const FILE_RESERVE = 64;

/** The soft limit on open files (Linux), or undefined where it cannot be read. */
export function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(
      readFileSync('/proc/self/limits', 'utf8'),
    );
    return line && line[1] !== 'unlimited' ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface FileBudget {
  /** The most sandboxes open together: SANDBOX_LIMIT, or fewer when the files allow fewer. */
  openSandboxes: number;
  /** The most client connections at once (Node's server.maxConnections); none when unlimited. */
  connections: number | undefined;
}

/**
 * How the process's open files (`ulimit -n`) are shared, so that neither sandboxes nor clients
 * can take the files the default world needs: FILE_RESERVE first; of the rest, at most half for
 * open sandboxes (3 files each, none in memory) and everything else for client connections (1
 * each). Under `ulimit -n 160`: 96 left, 16 sandboxes (48 files) and 48 connections; under 1024:
 * 960 left, the 100 sandboxes SANDBOX_LIMIT asks (300 files) and 660 connections. Past the
 * connection cap Node closes a new connection at once: the caller retries, and the calls on the
 * connections already open go on being answered.
 */
export function fileBudget(
  openFiles: number | undefined,
  sandboxLimit: number,
  fileBacked: boolean,
): FileBudget {
  if (openFiles === undefined) return { openSandboxes: sandboxLimit, connections: undefined };
  const spare = Math.max(0, openFiles - FILE_RESERVE);
  const openSandboxes = fileBacked
    ? Math.min(sandboxLimit, Math.floor(spare / 2 / FILES_PER_WORLD))
    : sandboxLimit;
  const sandboxFiles = fileBacked ? openSandboxes * FILES_PER_WORLD : 0;
  return { openSandboxes, connections: Math.max(1, spare - sandboxFiles) };
}
