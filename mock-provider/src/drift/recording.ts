/**
 * The provider calls of a HAR file: the proxy's (PROVIDER_RECORD) or one a browser's developer
 * tools exported while the real app was used. Entries that are not calls of the protocol with an
 * answer are set aside, each with the reason.
 */
import { ENDPOINTS, PATH_ALIASES, isEndpointPath, type EndpointPath } from '@panna/shared';
import { jsonObjectIn } from '../proxy/har';

/** An answer as it came: HTTP status, type and the JSON object in its text. */
export interface Answer {
  http: number;
  /** The media type, lower case, without parameters: "text/html". */
  mimeType: string;
  json: Record<string, unknown> | undefined;
  /** Text before the JSON object (a PHP notice), if any. */
  before: string;
}

/** One provider call of the recording. */
export interface RecordedCall {
  /** Its number among the file's entries (from 1), as the report names it. */
  entry: number;
  path: EndpointPath;
  /** The path as called (another deployment's spelling stays so). */
  called: string;
  body: Record<string, unknown>;
  answer: Answer;
}

export interface SetAside {
  entry: number;
  url: string;
  reason: string;
}

/** A file that is not a HAR: nothing can be read from it. */
export class RecordingError extends Error {}

interface RawEntry {
  request?: { method?: unknown; url?: unknown; postData?: { text?: unknown; mimeType?: unknown } };
  response?: {
    status?: unknown;
    content?: { text?: unknown; encoding?: unknown; mimeType?: unknown };
    headers?: unknown;
  };
}

export const mediaType = (contentType: string): string =>
  contentType.split(';')[0]!.trim().toLowerCase();

/** The registry path a URL calls (its last segment; an alias read as its twin), if any. */
export function endpointOf(url: string): { path: EndpointPath; called: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const called = decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
  const path = (PATH_ALIASES as Record<string, EndpointPath>)[called] ?? called;
  return isEndpointPath(path) ? { path, called } : undefined;
}

/** A request body as the object it holds: JSON (a notice before it allowed) or a form. */
function bodyOf(text: string, mimeType: string): Record<string, unknown> {
  if (/x-www-form-urlencoded/i.test(mimeType)) return Object.fromEntries(new URLSearchParams(text));
  return jsonObjectIn(text)?.value ?? {};
}

/** An answer read from its text and type. */
export function answerOf(http: number, contentType: string, text: string): Answer {
  const found = jsonObjectIn(text);
  return {
    http,
    mimeType: mediaType(contentType),
    json: found?.value,
    before: found ? text.slice(0, found.start).trim() : '',
  };
}

/** Why an entry is not compared, or the call it records. */
function readEntry(raw: RawEntry, entry: number): RecordedCall | SetAside {
  const url = typeof raw.request?.url === 'string' ? raw.request.url : '';
  const aside = (reason: string): SetAside => ({ entry, url, reason });
  if (raw.request?.method !== 'POST') return aside('not a POST');
  const endpoint = endpointOf(url);
  if (!endpoint) return aside('not a call of the protocol');
  const status = Number(raw.response?.status ?? 0);
  if (!(status > 0)) return aside('no answer (the call failed)');
  const content = raw.response?.content;
  if (typeof content?.text !== 'string') return aside('its answer was not recorded');
  const text =
    content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString() : content.text;
  const answer = answerOf(
    status,
    typeof content.mimeType === 'string' ? content.mimeType : '',
    text,
  );
  if (!answer.json) return aside(`the provider answered HTTP ${status} without a JSON object`);
  const post = raw.request.postData;
  const body =
    typeof post?.text === 'string'
      ? bodyOf(post.text, typeof post.mimeType === 'string' ? post.mimeType : '')
      : {};
  // The registry names the path; ENDPOINTS is read so that a renamed entry fails here.
  return { entry, path: ENDPOINTS[endpoint.path].path, called: endpoint.called, body, answer };
}

/** The provider calls of a HAR text, in the file's order, and the entries set aside. */
export function readRecording(text: string): { calls: RecordedCall[]; setAside: SetAside[] } {
  let entries: unknown;
  try {
    entries = (JSON.parse(text) as { log?: { entries?: unknown } }).log?.entries;
  } catch (error) {
    throw new RecordingError(`not a HAR file: ${(error as Error).message}`);
  }
  if (!Array.isArray(entries)) throw new RecordingError('not a HAR file: no log.entries');
  const calls: RecordedCall[] = [];
  const setAside: SetAside[] = [];
  entries.forEach((raw: RawEntry, i) => {
    const read = readEntry(raw ?? {}, i + 1);
    if ('reason' in read) setAside.push(read);
    else calls.push(read);
  });
  return { calls, setAside };
}
