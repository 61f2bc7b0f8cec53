/**
 * The ready file (`panna-sim --ready-file PATH`, PROVIDER_READY_FILE): the simulator's addresses
 * as JSON, written once it listens, so that another program learns the port it bound (`--port 0`)
 * without reading the banner. Written whole (a temporary file renamed into place), so a reader
 * that finds the file finds all of it; removed when the server stops, and before it starts, so a
 * file left by an earlier run is never taken for this one's.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';

export interface ReadyInfo {
  /** The simulator's origin, `http://127.0.0.1:PORT`: the provider's base URL, `PANNA_SIM_URL`. */
  url: string;
  /** The interface it listens on, as PROVIDER_HOST names it. */
  host: string;
  /** The port bound (the one the system picked for `--port 0`). */
  port: number;
  controlUrl: string;
  consoleUrl: string;
  docsUrl: string;
  /** The server's process (`panna-sim`'s child): a stop signal to it or to `panna-sim` ends both. */
  pid: number;
}

const WILDCARD = new Set(['0.0.0.0', '::', '']);

/** The addresses a client on this machine calls: a wildcard interface is reached on loopback. */
export function readyInfo(
  scheme: 'http' | 'https',
  host: string,
  port: number,
  pid = process.pid,
): ReadyInfo {
  const name = WILDCARD.has(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `${scheme}://${name}:${port}`;
  return {
    url,
    host,
    port,
    controlUrl: `${url}/__sim/`,
    consoleUrl: `${url}/__sim/console/`,
    docsUrl: `${url}/docs`,
    pid,
  };
}

/** Writes the file whole: a reader sees no file or the complete JSON, never part of it. */
export function writeReadyFile(path: string, info: ReadyInfo): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(info)}\n`);
  renameSync(temporary, path);
}

export function removeReadyFile(path: string): void {
  rmSync(path, { force: true });
}
