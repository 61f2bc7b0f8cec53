/**
 * How a call that moves money or places bids travels: from a frame of its own, sandboxed to an
 * opaque origin, as a simple text/plain POST, never resent by the app.
 *
 * Why: Chromium sends a POST again by itself when the connection it reused closes before any
 * answer byte (HttpNetworkTransaction's resend on a reused socket), and on HTTP/2 when a session
 * ping fails. A call the provider applied whose answer was cut would then be applied twice. The
 * browser pools connections per network partition; an opaque-origin frame's requests are in a
 * partition the app's page never uses, so a money call never rides on a connection the 5 s polls
 * keep open, and a simple request has no preflight to open one for it. What remains is written in
 * docs (lost answers): a connection an earlier money call left open is shared.
 */
import { MONEY_FRAME_SCRIPT } from './money-frame';

/** A money call's answer text, or undefined when none came whole (cut, refused, timed out). */
export type MoneyTransport = (
  url: string,
  body: string,
  giveUpMs: number,
) => Promise<string | undefined>;

interface FrameReply {
  id?: unknown;
  text?: unknown;
}

/** The page's money frame (made once, ready when loaded); its calls waiting for answers, by id. */
let current: { element: HTMLIFrameElement; ready: Promise<Window | null> } | undefined;
const waiting = new Map<number, (text: string | undefined) => void>();
let nextId = 1;

function onReply(event: MessageEvent<FrameReply>): void {
  if (!current || event.source !== current.element.contentWindow) return;
  const { id, text } = event.data ?? {};
  // Stryker disable next-line ConditionalExpression: the keys are numbers; no other id finds one.
  const resolve = typeof id === 'number' ? waiting.get(id) : undefined;
  if (!resolve) return;
  waiting.delete(id as number);
  resolve(typeof text === 'string' ? text : undefined);
}

/**
 * Makes the page's money frame (or answers the one made). Making one takes a process of its own
 * in Chromium (an opaque-origin frame is isolated): tens of milliseconds, paid once, ahead of the
 * first call where a screen asks for it.
 */
function prepareMoneyFrame(): Promise<Window | null> {
  if (current) return current.ready;
  window.addEventListener('message', onReply); // once: the same listener is never added twice
  const element = document.createElement('iframe');
  element.setAttribute('sandbox', 'allow-scripts');
  element.setAttribute('aria-hidden', 'true');
  element.tabIndex = -1;
  element.style.display = 'none';
  element.srcdoc = `<script>${MONEY_FRAME_SCRIPT}</script>`;
  const ready = new Promise<Window | null>((resolve) =>
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a second load changes nothing.
    element.addEventListener('load', () => resolve(element.contentWindow), { once: true }),
  );
  current = { element, ready };
  document.body.append(element);
  return ready;
}

/** Removes the frame, which cancels every call in flight in it: each is then lost. */
function dropFrame(): void {
  // Stryker disable next-line OptionalChaining: a waiting call's timer drops it; its frame is up.
  current?.element.remove();
  current = undefined;
  for (const [id, resolve] of waiting) {
    waiting.delete(id);
    resolve(undefined);
  }
}

/**
 * Sends from the money frame. When the time is up the frame is removed: that cancels the request
 * (a cancelled request is never sent again by the browser), and the next call makes a new frame.
 */
export const framedPost: MoneyTransport = (url, body, giveUpMs) =>
  new Promise((resolve) => {
    // Stryker disable next-line UpdateOperator: counting down, the ids are as distinct.
    const id = nextId++;
    const timer = window.setTimeout(dropFrame, giveUpMs);
    waiting.set(id, (text) => {
      window.clearTimeout(timer);
      resolve(text);
    });
    // Stryker disable next-line OptionalChaining: a frame loads in the document, with a window.
    void prepareMoneyFrame().then((target) => target?.postMessage({ id, url, body }, '*'));
  });

/** Sends from the page itself (tests in jsdom, whose frames run no scripts): the same request. */
export const directPost: MoneyTransport = async (url, body, giveUpMs) => {
  const abort = new AbortController();
  const timer = window.setTimeout(() => abort.abort(), giveUpMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
      credentials: 'omit',
      signal: abort.signal,
    });
    return await response.text();
  } catch /* Stryker disable next-line BlockStatement: emptied, it answers undefined as well */ {
    return undefined;
  } finally /* Stryker disable next-line BlockStatement: aborting an ended request does nothing */ {
    window.clearTimeout(timer);
  }
};

let transport: MoneyTransport = framedPost;

export const moneyTransport = (): MoneyTransport => transport;

/** Gets the money calls' way ready ahead of the first (a screen that sends them, on showing). */
export function prepareMoneyCalls(): void {
  if (transport === framedPost) void prepareMoneyFrame();
}

/** Tests only: the transport money calls use. */
export function setMoneyTransport(next: MoneyTransport): void {
  transport = next;
}
