/**
 * HAR entries drift cannot make again, each kind in more than one spelling, with the reason each
 * is set aside. Each is made from a good entry of the same recording, so that only its defect
 * differs from a call that is compared.
 */

/** The parts of a HAR entry drift reads (the proxy's entries and a browser's have them). */
export interface EntryLike {
  request: { method: string; url: string; postData?: { mimeType: string; text: string } };
  response: { status: number; content: { mimeType: string; text?: string; encoding?: string } };
}

export interface BadEntry {
  /** What is wrong with it, as a test names it. */
  kind: string;
  /** The reason the report gives for setting it aside. */
  reason: string;
  of: (good: EntryLike) => unknown;
}

export const REASONS = {
  urlEscape: 'a malformed percent-encoding in its URL',
  formEscape: 'a malformed percent-encoding in its form body',
  notObject: 'its body is neither a JSON object nor a form',
  deepBody: 'its body is nested deeper than 64 levels',
  deepAnswer: 'its answer is nested deeper than 64 levels',
  control: 'a call of the control plane (/__sim)',
  notHttp: 'its URL is not an absolute http(s) URL',
  encoding: 'its answer is encoded otherwise than in base64',
  status: 'its HTTP status is not a status code',
  notPost: 'not a POST',
  noJson: 'the provider answered HTTP 200 without a JSON object',
} as const;

/** `levels` lists inside one another, as JSON text. */
export const nestedLists = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** `levels` objects inside one another (the outermost counts), as JSON text. */
export const nestedObjects = (levels: number): string =>
  `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

const withUrl = (good: EntryLike, url: string) => ({
  ...good,
  request: { ...good.request, url },
});
const withBody = (good: EntryLike, text: string, mimeType = 'application/json') => ({
  ...good,
  request: { ...good.request, postData: { mimeType, text } },
});
const withAnswer = (good: EntryLike, content: Partial<EntryLike['response']['content']>) => ({
  ...good,
  response: { ...good.response, content: { ...good.response.content, ...content } },
});
const withStatus = (good: EntryLike, status: unknown) => ({
  ...good,
  response: { ...good.response, status },
});
/** The entry's URL with `segment` before its last path segment. */
const segmentBefore = (good: EntryLike, segment: string) => {
  const url = new URL(good.request.url);
  return `${url.origin}${url.pathname.replace(/\/([^/]*)$/, `/${segment}/$1`)}`;
};
/** The entry's URL path on another origin, or none. */
const pathOf = (good: EntryLike) => new URL(good.request.url).pathname;
/** The entry's answer with a list `levels` deep beside its fields. */
const deepAnswer = (good: EntryLike, levels: number) =>
  withAnswer(good, {
    text: (good.response.content.text ?? '{}').replace(/}\s*$/, `,"deep":${nestedLists(levels)}}`),
  });

export const BAD_ENTRIES: readonly BadEntry[] = [
  {
    kind: 'a truncated UTF-8 escape ending its path',
    reason: REASONS.urlEscape,
    of: (g) => withUrl(g, `${g.request.url}%E0%A4%A`),
  },
  {
    kind: '%zz in a segment of its path',
    reason: REASONS.urlEscape,
    of: (g) => withUrl(g, segmentBefore(g, '%zz')),
  },
  {
    kind: 'an escaped lone surrogate in its path',
    reason: REASONS.urlEscape,
    of: (g) => withUrl(g, `${g.request.url}%ED%A0%80`),
  },
  {
    kind: 'a truncated escape in its form body',
    reason: REASONS.formEscape,
    of: (g) => withBody(g, 'mobile=%E0%A4%A', 'application/x-www-form-urlencoded'),
  },
  {
    kind: 'a lone % in its form body',
    reason: REASONS.formEscape,
    of: (g) => withBody(g, 'mobile=1&pass=50%', 'application/x-www-form-urlencoded; charset=UTF-8'),
  },
  {
    kind: 'a body 200,000 lists deep',
    reason: REASONS.deepBody,
    of: (g) => withBody(g, `{"rows":${nestedLists(200_000)}}`),
  },
  {
    kind: 'a body 65 objects deep',
    reason: REASONS.deepBody,
    of: (g) => withBody(g, nestedObjects(65)),
  },
  {
    kind: 'a body 2,000 deep after a notice',
    reason: REASONS.deepBody,
    of: (g) => withBody(g, `<b>Notice</b> ${nestedObjects(2_000)}`),
  },
  {
    kind: 'an answer 200,000 lists deep',
    reason: REASONS.deepAnswer,
    of: (g) => deepAnswer(g, 200_000),
  },
  { kind: 'an answer 65 lists deep', reason: REASONS.deepAnswer, of: (g) => deepAnswer(g, 64) },
  { kind: 'a JSON list for a body', reason: REASONS.notObject, of: (g) => withBody(g, '[1,2]') },
  {
    kind: 'a multipart body',
    reason: REASONS.notObject,
    of: (g) =>
      withBody(
        g,
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        'multipart/form-data; boundary=x',
      ),
  },
  {
    kind: 'a multipart body with a JSON part',
    reason: REASONS.notObject,
    of: (g) =>
      withBody(
        g,
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n{"mobile":"1"}\r\n--x--',
        'Multipart/Form-Data; boundary=x',
      ),
  },
  {
    kind: 'a body of truncated JSON',
    reason: REASONS.notObject,
    of: (g) => withBody(g, '{"mobile":"98765'),
  },
  {
    kind: 'a control path',
    reason: REASONS.control,
    of: (g) => withUrl(g, `${new URL(g.request.url).origin}/__sim/reset`),
  },
  {
    kind: 'a control path ending in a provider path',
    reason: REASONS.control,
    of: (g) => withUrl(g, segmentBefore(g, '__sim')),
  },
  {
    kind: 'a sandbox control path, escaped',
    reason: REASONS.control,
    of: (g) => withUrl(g, segmentBefore(g, 's/qa/%5F%5Fsim')),
  },
  { kind: 'a relative URL', reason: REASONS.notHttp, of: (g) => withUrl(g, pathOf(g)) },
  {
    kind: 'a URL without a scheme',
    reason: REASONS.notHttp,
    of: (g) => withUrl(g, `//p.example${pathOf(g)}`),
  },
  { kind: 'a data: URL', reason: REASONS.notHttp, of: (g) => withUrl(g, `data:,${pathOf(g)}`) },
  { kind: 'a file: URL', reason: REASONS.notHttp, of: (g) => withUrl(g, `file://${pathOf(g)}`) },
  {
    kind: 'an answer in gzip',
    reason: REASONS.encoding,
    of: (g) => withAnswer(g, { encoding: 'gzip' }),
  },
  {
    kind: 'an answer in an encoding of no name',
    reason: REASONS.encoding,
    of: (g) => withAnswer(g, { encoding: 'x' }),
  },
  { kind: 'HTTP status 1,000,000,000', reason: REASONS.status, of: (g) => withStatus(g, 1e9) },
  { kind: 'HTTP status 99.5', reason: REASONS.status, of: (g) => withStatus(g, 99.5) },
  {
    kind: 'an answer that is not JSON',
    reason: REASONS.noJson,
    of: (g) => withAnswer(g, { text: '<html>busy</html>' }),
  },
  {
    kind: 'an answer in base64 that is not JSON',
    reason: REASONS.noJson,
    of: (g) => withAnswer(g, { encoding: 'base64', text: '!!!' }),
  },
  { kind: 'no request', reason: REASONS.notPost, of: (g) => ({ response: g.response }) },
  { kind: 'null', reason: REASONS.notPost, of: () => null },
  {
    kind: 'a GET',
    reason: REASONS.notPost,
    of: (g) => ({ ...g, request: { ...g.request, method: 'GET' } }),
  },
];

/** Copies of a good entry that drift still reads and compares. */
export const GOOD_VARIANTS: readonly { kind: string; of: (good: EntryLike) => unknown }[] = [
  { kind: 'the same entry again', of: (g) => g },
  {
    kind: 'its answer in base64',
    of: (g) =>
      withAnswer(g, {
        encoding: 'base64',
        text: Buffer.from(g.response.content.text ?? '').toString('base64'),
      }),
  },
  {
    kind: 'its answer in BASE64',
    of: (g) =>
      withAnswer(g, {
        encoding: 'BASE64',
        text: Buffer.from(g.response.content.text ?? '').toString('base64'),
      }),
  },
  {
    kind: 'a query with a malformed escape (not read)',
    of: (g) => withUrl(g, `${g.request.url}?x=%zz`),
  },
];
