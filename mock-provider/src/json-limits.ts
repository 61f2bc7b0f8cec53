/**
 * How much JSON the simulator reads from one request body, on every plane: the provider's routes
 * and fast lane, the control plane, the recording proxy's journal. A body past either limit is
 * refused at the door, before it is parsed, so nothing the simulator keeps (an override, a journal
 * entry, a recorded step) can hold what a later listing or file could not write back out: every
 * walk of a value (JSON.stringify, the recording's writer) is recursive, and 20,000 levels
 * overflow the stack.
 */
import type { FastifyBodyParser } from 'fastify';
import { MSG } from '@panna/shared';

/** The most bytes a body may have (Fastify's `bodyLimit`: a larger one is refused with 413). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The most levels of arrays and objects a body may nest, its own object the first. A provider body
 * nests 2 to 4 (a bid slip's list of bids); an override answer written by hand, a few more. (The
 * real server is PHP, whose json_decode stops at 512 by default.)
 */
export const JSON_DEPTH_LIMIT = 64;

export const JSON_LIMIT_MESSAGES = {
  tooDeep: `${MSG.INVALID_JSON}: nested deeper than ${JSON_DEPTH_LIMIT} levels of arrays and objects, the most the simulator reads`,
  tooLarge: `The body is larger than ${BODY_LIMIT_BYTES / 1024} KiB, the most the simulator reads`,
} as const;

/** The code of the error a body nested too deep is refused with. */
export const JSON_TOO_DEEP = 'PANNA_JSON_TOO_DEEP';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without
 * parsing: brackets inside strings do not count. Text that is not JSON may answer either way
 * (the parser refuses it next). Cheap next to the parse it spares: a body with no more opening
 * brackets than the limit (every provider body) is cleared by counting them, and strings are
 * skipped with indexOf.
 */
export function nestsDeeperThan(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  if (!hasMoreOpenings(text, limit)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i);
      if (i < 0) return false;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** Whether the text has more than `limit` opening brackets, strings or not (a quick bound). */
function hasMoreOpenings(text: string, limit: number): boolean {
  let count = 0;
  for (let at = text.indexOf('['); at !== -1; at = text.indexOf('[', at + 1))
    if (++count > limit) return true;
  for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1))
    if (++count > limit) return true;
  return false;
}

/** Where the string opened at `open` closes: the next quote not escaped; -1 when none does. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1 && escaped(text, at)) at = text.indexOf('"', at + 1);
  return at;
}

/** Whether the character at `at` follows an odd run of backslashes. */
function escaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
  return backslashes % 2 === 1;
}

/** A body refused for its nesting: a 400 on the control plane, a bad body on the provider's. */
export class JsonTooDeep extends Error {
  readonly code = JSON_TOO_DEEP;
  readonly statusCode = 400;
  constructor() {
    super(JSON_LIMIT_MESSAGES.tooDeep);
  }
}

/** A Fastify body parser that refuses a body nested past the limit before `parse` reads it. */
export function withinJsonLimits(parse: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request, text, done) => {
    if (nestsDeeperThan(text)) return done(new JsonTooDeep(), undefined);
    return parse(request, text, done);
  };
}
