/**
 * The one rule for secrets, which the journal, the recording proxy's HAR files, recordings and the
 * log lines all follow: which keys hold a secret, and of which kind, at any depth of a JSON value,
 * in form and multipart bodies, in text that holds either, in query strings and headers. Each
 * consumer writes a secret its own way (a `Masker`); what counts as one is decided only here.
 *
 * Pure TypeScript, importing nothing: a framework-free core and the browser console can use it.
 */

/**
 * What a secret is: `chosen` what a person picked or was given to prove who they are (passwords,
 * PINs, API secrets), `code` a one-time code, `token` what a server hands out and takes back
 * (session tokens, cookies, session ids, authorization, API keys).
 */
export type SecretKind = 'chosen' | 'code' | 'token';

/** How a consumer writes a secret's value in place of the value. */
export type Masker = (value: unknown, kind: SecretKind) => unknown;

/**
 * Stems that mark a secret however they are prefixed (`newpassword`, `userpwd`, `uniquetoken`,
 * `clientsecret`, `phpsessid`): no ordinary word ends in one.
 */
const STRONG_STEMS: readonly (readonly [string, SecretKind])[] = [
  ['password', 'chosen'],
  ['passwd', 'chosen'],
  ['pwd', 'chosen'],
  ['passcode', 'chosen'],
  ['passphrase', 'chosen'],
  ['secret', 'chosen'],
  ['credential', 'chosen'],
  ['privatekey', 'chosen'],
  ['cvv', 'chosen'],
  ['otp', 'code'],
  ['token', 'token'],
  ['cookie', 'token'],
  ['authorization', 'token'],
  ['sessid', 'token'],
  ['sessionid', 'token'],
  ['sessionkey', 'token'],
  ['apikey', 'token'],
  ['csrf', 'token'],
  ['xsrf', 'token'],
];

/**
 * Stems too short to find inside a longer word (`shipping`, `spinner`, `opinion`, `bypass`,
 * `sidebar`): a secret only as a word of their own, or after one of QUALIFIERS (`mpin`, `newpass`).
 */
const WEAK_STEMS: readonly (readonly [string, SecretKind])[] = [
  ['pass', 'chosen'],
  ['pin', 'chosen'],
  ['sid', 'token'],
  ['jwt', 'token'],
];
const QUALIFIERS: ReadonlySet<string> = new Set([
  '',
  'm',
  't',
  'new',
  'old',
  'user',
  'confirm',
  'current',
  'security',
  'login',
  'txn',
]);

/** Whether a text holds any stem at all. */
const ANY_STEM = new RegExp([...STRONG_STEMS, ...WEAK_STEMS].map(([stem]) => stem).join('|'));

/** What may follow a stem in the same word: a plural, or `pincode`, `pinno`, `passwordhash`. */
const TAILS = ['', 's', 'code', 'no', 'hash'] as const;

/** Chosen secrets are masked whole wherever a consumer tells kinds apart: the strictest wins. */
const STRICTNESS: Record<SecretKind, number> = { chosen: 3, code: 2, token: 1 };

/**
 * A key's words: split at anything not a letter or digit (`_`, `-`, spaces, `[`, `.`), at camelCase
 * (`securityPin`, `OTPCode`) and between letters and digits (`pin2`), lower-cased.
 */
function wordsOf(key: string): string[] {
  return key
    .replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, ' ')
    .replace(/(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/g, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The kind of secret one word (or two words written as one: `pass word`) names, if any. */
function wordKind(word: string): SecretKind | undefined {
  for (const tail of TAILS) {
    if (!word.endsWith(tail)) continue;
    const stem = word.slice(0, word.length - tail.length);
    for (const [strong, kind] of STRONG_STEMS) if (stem.endsWith(strong)) return kind;
    for (const [weak, kind] of WEAK_STEMS)
      if (stem.endsWith(weak) && QUALIFIERS.has(stem.slice(0, stem.length - weak.length)))
        return kind;
  }
  return undefined;
}

/** The strictest kind the words name, alone or two by two (`pass word`, `session id`, `api key`). */
function kindOfWords(words: readonly string[]): SecretKind | undefined {
  let found: SecretKind | undefined;
  for (let i = 0; i < words.length; i += 1) {
    const candidates = i + 1 < words.length ? [words[i]!, words[i]! + words[i + 1]!] : [words[i]!];
    for (const candidate of candidates) {
      const kind = wordKind(candidate);
      if (kind && (!found || STRICTNESS[kind] > STRICTNESS[found])) found = kind;
    }
  }
  return found;
}

/**
 * A key's kind, read from its words split at camelCase (`securityPin`) and, for a key whose case
 * is not camelCase but random (`pAsSwOrD`), from its words split only at separators.
 */
function decide(key: string): SecretKind | undefined {
  // Fullwidth and other compatibility letters read as the letters they stand for.
  const plain = /[^\x20-\x7e]/.test(key) ? key.normalize('NFKC') : key;
  // Every word that could name a secret holds a stem once the separators are gone: most keys are
  // answered here, without splitting them into words.
  if (!ANY_STEM.test(plain.toLowerCase().replace(/[^a-z0-9]+/g, ''))) return undefined;
  const byCase = kindOfWords(wordsOf(plain));
  const bySeparators = kindOfWords(
    plain
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== ''),
  );
  if (!byCase || !bySeparators) return byCase ?? bySeparators;
  return STRICTNESS[byCase] >= STRICTNESS[bySeparators] ? byCase : bySeparators;
}

/** Keys seen, decided once: a body's keys are few and the same call after call. */
const decided = new Map<string, SecretKind | null>();
const MAX_DECIDED = 4096;
const MAX_DECIDED_KEY = 128;

/**
 * The kind of secret a key (a JSON field, a form field, a query parameter, a header) holds, or
 * undefined when it holds none. Loose: case, `_`, `-`, spaces and camelCase do not matter
 * (`PIN_CODE`, `securityPin`, `user-pwd`, `OTP code`, `newpass`), and a stem is found as a word
 * (`access_token`, `api_secret`), never inside an ordinary word (`shipping`, `opinion`, `spinner`).
 * The app key is not a secret: every copy of the app carries it.
 */
export function secretKind(key: string): SecretKind | undefined {
  const known = decided.get(key);
  if (known !== undefined) return known ?? undefined;
  const kind = decide(key);
  if (key.length <= MAX_DECIDED_KEY) {
    if (decided.size >= MAX_DECIDED) decided.clear();
    decided.set(key, kind ?? null);
  }
  return kind;
}

export const isSecretKey = (key: string): boolean => secretKind(key) !== undefined;

/** Deeper than any protocol body; parts nested further are replaced whole, not walked. */
export const MAX_MASK_DEPTH = 32;
/** What stands for a part nested deeper than MAX_MASK_DEPTH: a secret could hide in it. */
export const NESTED_TOO_DEEP = '[nested too deep]';

/** Sets an own property, `__proto__` included (an assignment would set the prototype instead). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true });
  else target[key] = value;
}

/**
 * The value with every secret field's value (whatever it holds) replaced by what `mask` makes of
 * it, at any depth of objects and arrays, and inside strings that hold JSON. Parts with nothing
 * masked are shared, not copied, so a value without secrets comes back as itself.
 */
export function maskFields(value: unknown, mask: Masker, depth = 0): unknown {
  if (typeof value === 'string') return holdsJson(value) ? maskText(value, mask, depth) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_MASK_DEPTH) return NESTED_TOO_DEEP;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => maskFields(item, mask, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  // for...in, not Object.keys: the journal walks every call's body, and a parsed body has no
  // inherited keys to skip.
  for (const key in record) {
    const field = record[key];
    const kind = secretKind(key);
    let masked = kind ? mask(field, kind) : field;
    // A secret a masker leaves as it is (the journal's tokens, until shown) is walked all the same.
    if (masked === field) masked = maskFields(field, mask, depth + 1);
    if (masked !== field) setOwn((copy ??= { ...record }), key, masked);
  }
  return copy ?? value;
}

/**
 * A string that may hold JSON: an object, an array, or a string (a body sent as JSON inside JSON,
 * once or more).
 */
const holdsJson = (text: string): boolean => {
  const first = text.charCodeAt(0);
  return (first === 0x7b || first === 0x5b || first === 0x22) && text.length > 1;
};

/** Braces tried as the start of the JSON object: a notice holds few, a hostile text many. */
const MAX_STARTS = 16;

/**
 * The first JSON object in a text (a PHP notice may come before it), where it starts and where
 * it ends (the index after its last brace).
 */
export function jsonObjectIn(
  text: string,
): { value: Record<string, unknown>; start: number; end: number } | undefined {
  const last = text.lastIndexOf('}');
  let tries = 0;
  for (let start = text.indexOf('{'); start !== -1 && start < last && tries < MAX_STARTS;) {
    tries += 1;
    try {
      const value = JSON.parse(text.slice(start, last + 1)) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return { value: value as Record<string, unknown>, start, end: last + 1 };
    } catch {
      // A brace in the notice's text: try the next one.
    }
    start = text.indexOf('{', start + 1);
  }
  return undefined;
}

const written = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/**
 * The key of a `key: value` or `key=value` pair anywhere in a text, bare or quoted, and its
 * separator: how a secret is found in text that is neither JSON nor a form (a broken JSON fragment,
 * a notice, a header written out). Its value is read by `valueEnd`, without a regular expression:
 * one walking a value of millions of characters overflows the stack.
 */
const LOOSE_KEY = /(?<![\w\-[\].])(["']?)([A-Za-z_][\w\-[\].]*(?: [A-Za-z]\w*)?)\1\s*[:=][ \t]*/g;
/** An authorization scheme before its credentials: `Bearer abc` is one value. */
const SCHEME = /^(?:bearer|basic|digest|token)[ \t]+/i;
const BARE_VALUE_END = /[\s&,;"'}\]<>]/;

/** Where a loose pair's value that starts at `start` ends: a quoted string, or a bare word. */
function valueEnd(text: string, start: number): number {
  const open = text[start];
  if (open === '"' || open === "'") {
    for (let i = start + 1; i < text.length; i += 1) {
      const c = text[i];
      if (c === '\\' && open === '"') i += 1;
      else if (c === open) return i + 1;
      else if (c === '\n') return i;
    }
    return text.length;
  }
  let i = start + (SCHEME.exec(text.slice(start, start + 16))?.[0].length ?? 0);
  while (i < text.length && !BARE_VALUE_END.test(text[i]!)) i += 1;
  return i;
}

/** A text with the value of each loose pair whose key is secret masked. */
function maskLoosePairs(text: string, mask: Masker): string {
  let out = '';
  let kept = 0;
  for (const found of text.matchAll(LOOSE_KEY)) {
    const start = found.index + found[0].length;
    const kind = found.index < kept ? undefined : secretKind(found[2]!);
    if (!kind) continue;
    const end = valueEnd(text, start);
    const quote = text[start] === '"' || text[start] === "'" ? text[start]! : '';
    const closed = quote !== '' && end - start >= 2 && text[end - 1] === quote;
    const value = text.slice(start + quote.length, closed ? end - 1 : end);
    if (value === '') continue;
    out += `${text.slice(kept, start)}${quote}${written(mask(value, kind))}${closed ? quote : ''}`;
    kept = end;
  }
  return kept === 0 ? text : `${out}${text.slice(kept)}`;
}

/** URL-encoded form text: `name=value` pairs joined by `&`, with no raw white space. */
const isFormText = (text: string): boolean => /^[^=&\s]+=/.test(text) && !/\s/.test(text);

/** Form fields (or a query string) with their secrets masked; a value holding JSON is read too. */
function maskForm(text: string, mask: Masker, depth: number): string {
  const params = new URLSearchParams(text);
  let changed = false;
  const out = new URLSearchParams();
  for (const [name, value] of params) {
    const kind = secretKind(name);
    const masked = kind ? written(mask(value, kind)) : maskText(value, mask, depth + 1);
    if (masked !== value) changed = true;
    out.append(name, masked);
  }
  return changed ? out.toString() : text;
}

/** JSON text, parsed whole: its value, or undefined when it is not JSON. */
function parsedJson(text: string): { value: unknown } | undefined {
  if (!/^\s*[[{"]/.test(text)) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * A text with its secrets masked, whatever it holds: JSON (whole, or an object after a notice),
 * form text, or loose `key: value` pairs. A text with nothing to mask comes back as it came.
 */
export function maskText(text: string, mask: Masker, depth = 0): string {
  // Without any of these there is no JSON, no form and no `key: value` pair to read.
  if (!/[{["=:]/.test(text)) return text;
  if (depth >= MAX_MASK_DEPTH) return NESTED_TOO_DEEP;
  const whole = parsedJson(text);
  if (whole) {
    const masked = maskFields(whole.value, mask, depth + 1);
    // Nothing to mask in what JSON.parse kept: the text is kept unless it holds more (a key
    // written twice keeps only its last value), which is then left out.
    if (masked === whole.value && maskLoosePairs(text, mask) === text) return text;
    return JSON.stringify(masked) ?? text;
  }
  const found = jsonObjectIn(text);
  if (found) {
    const masked = maskFields(found.value, mask, depth + 1);
    const object = text.slice(found.start, found.end);
    const inside =
      masked === found.value && maskLoosePairs(object, mask) === object
        ? object
        : JSON.stringify(masked);
    return `${maskLoosePairs(text.slice(0, found.start), mask)}${inside}${maskLoosePairs(text.slice(found.end), mask)}`;
  }
  const trimmed = text.trim();
  if (isFormText(trimmed)) {
    const masked = maskForm(trimmed, mask, depth);
    return masked === trimmed ? text : masked;
  }
  return maskLoosePairs(text, mask);
}

/** A URL (or a path) with the secrets in its query masked; one without a query as it came. */
export function maskUrlText(url: string, mask: Masker): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const end = hash === -1 ? url.length : hash;
  const search = url.slice(query + 1, end);
  const masked = maskForm(search, mask, 0);
  return masked === search ? url : `${url.slice(0, query + 1)}${masked}${url.slice(end)}`;
}

/** The boundary a multipart content type names, if it names one. */
function boundaryOf(mimeType: string): string | undefined {
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(mimeType);
  return found?.[1] ?? found?.[2];
}

/** What stands for a file part's content: the file is not kept. */
export const FILE_NOT_KEPT = '[a file: not kept]';
/** What stands for a multipart body whose parts cannot be told apart. */
export const MULTIPART_NOT_KEPT = '[a multipart body that could not be read: not kept]';

/** A part's field name, from its Content-Disposition: `name="x"`, `name=x`, `name*=UTF-8''x`. */
function partName(head: string): string | undefined {
  const disposition = /^content-disposition:.*$/im.exec(head)?.[0] ?? '';
  const found = /\bname(\*?)=(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  if (!found) return undefined;
  const name = found[2] ?? found[3]!;
  if (!found[1]) return name;
  try {
    return decodeURIComponent(name.replace(/^[\w-]*'[\w-]*'/, ''));
  } catch {
    return name;
  }
}

/**
 * A multipart body's text with each field part's secret masked (by its name, or inside its
 * content as any text is) and each file part's content left out.
 */
export function maskMultipart(text: string, mimeType: string, mask: Masker): string {
  const boundary = boundaryOf(mimeType);
  const delimiter = boundary && `--${boundary}`;
  if (!delimiter || !text.includes(delimiter)) return MULTIPART_NOT_KEPT;
  const pieces = text.split(delimiter);
  const parts = pieces.slice(1).map((piece) => {
    // The closing delimiter, and whatever follows it.
    if (piece.startsWith('--')) return `--${maskLoosePairs(piece.slice(2), mask)}`;
    const split = /\r?\n\r?\n/.exec(piece);
    if (!split) return maskLoosePairs(piece, mask);
    const head = piece.slice(0, split.index + split[0].length);
    const body = piece.slice(head.length).replace(/\r?\n$/, '');
    const ending = piece.slice(head.length + body.length);
    const name = partName(head);
    const kind = name === undefined ? undefined : secretKind(name);
    const content = /\bfilename\*?=/i.test(head)
      ? FILE_NOT_KEPT
      : kind
        ? written(mask(body, kind))
        : maskText(body, mask, 1);
    return `${head}${content}${ending}`;
  });
  return [maskLoosePairs(pieces[0]!, mask), ...parts].join(delimiter);
}

/** A body's text with its secrets masked, read as its content type says (multipart) or as text. */
export function maskBodyText(text: string, mimeType: string, mask: Masker): string {
  return /multipart\//i.test(mimeType) ? maskMultipart(text, mimeType, mask) : maskText(text, mask);
}
