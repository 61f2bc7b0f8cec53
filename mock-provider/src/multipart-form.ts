/**
 * A small reader of `multipart/form-data` bodies (RFC 7578), for the one provider call that takes
 * one (a payment slip). The body is read whole, up to a limit, then split at its boundary: text
 * parts become strings, file parts their name, type and bytes. Nothing is streamed to disk.
 */

/** The code of the error a body that is not a well-formed form is refused with. */
export const BAD_FORM = 'PANNA_BAD_FORM';

/** The most parts a form may have (a slip's form has five). */
export const FORM_PART_LIMIT = 20;

/** The most bytes of headers one part may have. */
const PART_HEADER_LIMIT = 2048;

export interface FormFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface Form {
  fields: Record<string, string>;
  files: Record<string, FormFile>;
}

/** A body that is not a well-formed form: answered as a body that cannot be read. */
export class BadForm extends Error {
  readonly code = BAD_FORM;
  readonly statusCode = 400;
  constructor(why: string) {
    super(`Invalid multipart body: ${why}`);
  }
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** A boundary as RFC 2046 allows it: 1 to 70 characters, no space at the end. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** A header's parameters (`name="x"; filename="y.jpg"`), quoted or not, names lower-cased. */
function parameters(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(
    /;\s*([A-Za-z0-9_*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g,
  ))
    found.set(match[1]!.toLowerCase(), match[2]?.replace(/\\(.)/g, '$1') ?? match[3] ?? '');
  return found;
}

/** The boundary a `multipart/form-data` content type names, or why it names none. */
export function boundaryOf(contentType: string): string {
  const boundary = parameters(contentType).get('boundary');
  if (boundary === undefined || !BOUNDARY.test(boundary))
    throw new BadForm('no valid boundary in its content type');
  return boundary;
}

/** One part's headers: its field name, its file name if it is a file, its content type. */
function partHeaders(text: string): { name: string; filename?: string; contentType: string } {
  let disposition: Map<string, string> | undefined;
  let contentType = '';
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new BadForm('a part header without a name');
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') {
      if (!/^form-data\s*(;|$)/i.test(value)) throw new BadForm('a part that is not form-data');
      disposition = parameters(value);
    } else if (header === 'content-type') contentType = value;
  }
  const name = disposition?.get('name');
  if (name === undefined || name === '') throw new BadForm('a part without a field name');
  // Refused as Fastify refuses them in a JSON body: a key that would reach an object's prototype.
  if (name === '__proto__' || name === 'constructor') throw new BadForm(`a field named ${name}`);
  const filename = disposition?.get('filename');
  return { name, contentType, ...(filename !== undefined && { filename }) };
}

/**
 * The form in a body: each text part by its field name (the last one when a name repeats), each
 * file part likewise. Throws BadForm for anything else.
 */
export function readForm(body: Buffer, boundary: string): Form {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  const form: Form = { fields: {}, files: {} };
  let at = body.indexOf(delimiter);
  if (at === -1) throw new BadForm('its boundary is not in it');
  for (let parts = 0; ; parts += 1) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return form;
    if (parts === FORM_PART_LIMIT) throw new BadForm(`more than ${FORM_PART_LIMIT} parts`);
    // Transport padding (spaces, tabs) may follow a delimiter before its line ends.
    while (body[at] === 0x20 || body[at] === 0x09) at += 1;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw new BadForm('a delimiter line not ended');
    const start = at + 2;
    const headersEnd = body.indexOf(HEADERS_END, start);
    if (headersEnd === -1 || headersEnd - start > PART_HEADER_LIMIT)
      throw new BadForm('a part whose headers do not end');
    const headers = partHeaders(body.subarray(start, headersEnd).toString('utf8'));
    const end = body.indexOf(nextDelimiter, headersEnd + HEADERS_END.length);
    if (end === -1) throw new BadForm('a part that does not end');
    const content = body.subarray(headersEnd + HEADERS_END.length, end);
    if (headers.filename === undefined) form.fields[headers.name] = content.toString('utf8');
    else
      form.files[headers.name] = {
        filename: headers.filename,
        contentType: headers.contentType,
        bytes: content,
      };
    at = end + CRLF.length;
  }
}
