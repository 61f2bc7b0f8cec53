/**
 * The provider calls of a HAR file: the proxy's (PROVIDER_RECORD) or one a browser's developer
 * tools exported while the real app was used. Entries that are not calls of the protocol with an
 * answer, or that cannot be sent again as they came (a malformed escape, a body nested past
 * JSON_DEPTH_LIMIT, a control-plane path), are set aside, each with the reason: one such entry
 * never stops the rest of the file from being read.
 */
import { ENDPOINTS, PATH_ALIASES, isEndpointPath, type EndpointPath } from '@panna/shared';
import { jsonObjectIn } from '../proxy/har';
import { JSON_DEPTH_LIMIT } from '../json-limits';

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

/**
 * Whether a JSON value nests objects or lists more than `levels` deep (the outermost counts):
 * drift reads no body or answer deeper than the simulator does (JSON_DEPTH_LIMIT), and sets such
 * an entry aside rather than walk it.
 */
export function valueNestsDeeperThan(value: unknown, levels = JSON_DEPTH_LIMIT): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return (
    levels === 0 || Object.values(value).some((item) => valueNestsDeeperThan(item, levels - 1))
  );
}

/** Whether every percent-escape in a text decodes, as UTF-8. */
const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Why an entry is set aside, as the report counts it. */
type Refusal = { reason: string };

/** The registry path a URL calls (its last segment; an alias read as its twin), or why none. */
export function endpointOf(url: string): { path: EndpointPath; called: string } | Refusal {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Not absolute: nothing says where it was sent.
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol))
    return { reason: 'its URL is not an absolute http(s) URL' };
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (!segments.every(decodes)) return { reason: 'a malformed percent-encoding in its URL' };
  const names = segments.map((segment) => decodeURIComponent(segment));
  // The control plane belongs to the simulator being checked: drift never calls it.
  if (names.includes('__sim')) return { reason: 'a call of the control plane (/__sim)' };
  const called = names.at(-1) ?? '';
  const path = Object.hasOwn(PATH_ALIASES, called)
    ? PATH_ALIASES[called as keyof typeof PATH_ALIASES]
    : called;
  return isEndpointPath(path) ? { path, called } : { reason: 'not a call of the protocol' };
}

/**
 * A request body as the object it holds: JSON (a notice before it allowed) or a form; nothing
 * sent is an empty one. A body drift cannot send as it came is refused.
 */
function bodyOf(text: string, mimeType: string): { body: Record<string, unknown> } | Refusal {
  if (/x-www-form-urlencoded/i.test(mimeType))
    return decodes(text)
      ? { body: Object.fromEntries(new URLSearchParams(text)) }
      : { reason: 'a malformed percent-encoding in its form body' };
  if (text.trim() === '') return { body: {} };
  // A multipart form's parts may hold braces: they are not the body's JSON.
  const found = /^multipart\//i.test(mimeType.trim()) ? undefined : jsonObjectIn(text);
  if (!found) return { reason: 'its body is neither a JSON object nor a form' };
  if (valueNestsDeeperThan(found.value))
    return { reason: `its body is nested deeper than ${JSON_DEPTH_LIMIT} levels` };
  return { body: found.value };
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
  if ('reason' in endpoint) return aside(endpoint.reason);
  const status = Number(raw.response?.status ?? 0);
  if (!(status > 0)) return aside('no answer (the call failed)');
  if (!Number.isInteger(status) || status < 100 || status > 599)
    return aside('its HTTP status is not a status code');
  const content = raw.response?.content;
  if (typeof content?.text !== 'string') return aside('its answer was not recorded');
  const encoding = content.encoding ?? '';
  if (typeof encoding !== 'string' || !/^(base64)?$/i.test(encoding))
    return aside('its answer is encoded otherwise than in base64');
  const text = encoding ? Buffer.from(content.text, 'base64').toString() : content.text;
  const answer = answerOf(
    status,
    typeof content.mimeType === 'string' ? content.mimeType : '',
    text,
  );
  if (!answer.json) return aside(`the provider answered HTTP ${status} without a JSON object`);
  if (valueNestsDeeperThan(answer.json))
    return aside(`its answer is nested deeper than ${JSON_DEPTH_LIMIT} levels`);
  const post = raw.request.postData;
  const body =
    typeof post?.text === 'string'
      ? bodyOf(post.text, typeof post.mimeType === 'string' ? post.mimeType : '')
      : { body: {} };
  if ('reason' in body) return aside(body.reason);
  // The registry names the path; ENDPOINTS is read so that a renamed entry fails here.
  return {
    entry,
    path: ENDPOINTS[endpoint.path].path,
    called: endpoint.called,
    body: body.body,
    answer,
  };
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
