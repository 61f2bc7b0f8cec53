import {
  close,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  write,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { HAR_CREATOR, type HarEntry } from './har';

const writeAt = promisify(write);
const closeFile = promisify(close);

const HEAD = `{"log":{"version":"1.2","creator":${JSON.stringify(HAR_CREATOR)},"pages":[],"entries":[`;
const TAIL = '\n]}}\n';
const line = (entry: unknown, index: number) =>
  `${index === 0 ? '\n' : ',\n'}${JSON.stringify(entry)}`;

/** The entries of a HAR file, or why the file is not one. */
function entriesOf(file: string): unknown[] {
  let log: unknown;
  try {
    log = (JSON.parse(readFileSync(file, 'utf8')) as { log?: unknown }).log;
  } catch (error) {
    throw new Error(`${file} is not a HAR file (${(error as Error).message}): not overwritten`);
  }
  const entries = (log as { entries?: unknown } | undefined)?.entries;
  if (!Array.isArray(entries)) throw new Error(`${file} is not a HAR file: not overwritten`);
  return entries;
}

/**
 * Writes exchanges to a HAR file as they happen, one entry a line. The file is a whole HAR after
 * every entry (each write puts the entry and the closing brackets where the brackets were), so
 * it can be read while the proxy runs and survives the process being stopped. A file that is
 * already a HAR is continued; any other file is refused, not overwritten.
 */
export class HarRecorder {
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private readonly fd: number,
    /** Where the closing brackets start: the next entry goes there. */
    private end: number,
    private count: number,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Opens (or continues) the file, at start: a file that cannot be used stops the server. */
  static open(file: string, onError: (error: Error) => void): HarRecorder {
    const kept = existsSync(file) && readFileSync(file).length > 0 ? entriesOf(file) : [];
    const head = `${HEAD}${kept.map(line).join('')}`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${head}${TAIL}`);
    const fd = openSync(file, 'r+');
    return new HarRecorder(file, fd, Buffer.byteLength(head), kept.length, onError);
  }

  /** Appends one entry. Writes are made one after another; a failed one is reported, not thrown. */
  record(entry: HarEntry): Promise<void> {
    this.queue = this.queue.then(() => this.append(entry)).catch(this.onError);
    return this.queue;
  }

  private async append(entry: HarEntry): Promise<void> {
    const text = Buffer.from(line(entry, this.count));
    const bytes = Buffer.concat([text, Buffer.from(TAIL)]);
    await writeAt(this.fd, bytes, 0, bytes.length, this.end);
    this.end += text.length;
    this.count += 1;
  }

  /** Waits for the writes under way, then closes the file. */
  async close(): Promise<void> {
    await this.queue;
    await closeFile(this.fd);
  }
}
