/**
 * How a call that moves money or places bids travels: from a fresh frame of its own, sandboxed to
 * an opaque origin, as a simple text/plain POST, never resent by the app.
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
  text?: unknown;
  lost?: unknown;
}

/** Sends from a sandboxed frame; removing the frame (when the time is up) cancels the request. */
export const framedPost: MoneyTransport = (url, body, giveUpMs) =>
  new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.display = 'none';
    frame.srcdoc = `<script>${MONEY_FRAME_SCRIPT}</script>`;
    const finish = (text: string | undefined) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(text);
    };
    const onMessage = (event: MessageEvent<FrameReply>) => {
      if (event.source !== frame.contentWindow) return;
      finish(typeof event.data.text === 'string' ? event.data.text : undefined);
    };
    const timer = window.setTimeout(() => finish(undefined), giveUpMs);
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', () => frame.contentWindow?.postMessage({ url, body }, '*'), {
      once: true,
    });
    document.body.append(frame);
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
  } catch {
    return undefined;
  } finally {
    window.clearTimeout(timer);
  }
};

let transport: MoneyTransport = framedPost;

export const moneyTransport = (): MoneyTransport => transport;

/** Tests only: the transport money calls use. */
export function setMoneyTransport(next: MoneyTransport): void {
  transport = next;
}
