/**
 * How a money call travels. From the page's money frame (the app's way): a hidden frame of its own,
 * sandboxed to an opaque origin, that serves every call until one gives up, and whose replies alone
 * answer the calls. From the page (jsdom's way): the same text/plain POST. jsdom runs no frame
 * scripts, so the tests play the frame: they read what the page posts to it and reply for it.
 *
 * The transport keeps its frame, its calls in flight and its listener in the module, which the
 * worker's files share (the setup sets it to directPost): each frame test loads a module of its
 * own, as the app's page starts, with no frame yet and money calls framed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONEY_FRAME_SCRIPT } from './money-frame';
import type * as Transport from './money-transport';
import { directPost } from './money-transport';

const URL = 'https://provider.test/api-user-transfer-wallet-balance';
const GIVE_UP_MS = 8000;

/** The iframes in the page (the money frames; no other test here leaves one). */
const iframes = () => [...document.querySelectorAll('iframe')];

/** Lets the page's pending work run (the frame's load, posts to it); a faked clock stands still. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

const PENDING = 'no answer yet';
/** A call's answer if it has one by now, or PENDING. */
const soFar = (answer: Promise<string | undefined>) =>
  Promise.race([answer, breathe().then(() => PENDING)]);

interface Posted {
  id: number;
  url: string;
  body: string;
}

/**
 * The money frame just made, played by the test: what the page posts to it, and its replies.
 * Called right after the call that makes it, before the frame has loaded.
 */
function playFrame() {
  const element = iframes().at(-1);
  const frameWindow = element?.contentWindow;
  if (!element || !frameWindow) throw new Error('no money frame');
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
  return {
    element,
    /** The messages posted to the frame, each with the origin it was posted to. */
    posts: () =>
      posted.mock.calls.map(([message, target]): [Posted, unknown] => [message as Posted, target]),
    /** The bodies posted to the frame, in order. */
    bodies: () => posted.mock.calls.map(([message]) => (message as Posted).body),
    /** The id of the nth call posted to the frame. */
    id: (nth: number) => {
      const message = posted.mock.calls[nth]?.[0] as Posted | undefined;
      if (!message) throw new Error(`no call ${nth} posted`);
      return message.id;
    },
    reply: (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, source: frameWindow })),
  };
}

let loaded = 0;
/** A transport module of the test's own, as the page loads it (the shared one is left as it is). */
const freshTransport = () =>
  import(/* @vite-ignore */ `./money-transport?instance=${++loaded}`) as Promise<typeof Transport>;

const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

afterEach(() => {
  for (const element of iframes()) element.remove();
});

describe('a money call sent from the money frame', () => {
  it('goes from a hidden frame sandboxed to scripts only (an opaque origin) that runs the money frame script', async () => {
    const { framedPost } = await freshTransport();
    expect(iframes()).toHaveLength(0);
    void framedPost(URL, '{}', GIVE_UP_MS);
    const frame = playFrame().element;
    expect(iframes()).toHaveLength(1);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.style.display).toBe('none');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.tabIndex).toBe(-1);
    expect(frame.srcdoc).toBe(`<script>${MONEY_FRAME_SCRIPT}</script>`);
  });

  it('posts its url and body to the frame, once it has loaded, for whatever origin the frame has', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    void framedPost(URL, '{"amount":"100"}', GIVE_UP_MS);
    const frame = playFrame();
    expect(frame.posts()).toEqual([]);
    await breathe();
    expect(frame.posts()).toEqual([
      [{ id: expect.any(Number) as number, url: URL, body: '{"amount":"100"}' }, '*'],
    ]);
  });

  it('answers the text the frame replies with', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const answer = framedPost(URL, '{}', GIVE_UP_MS);
    const frame = playFrame();
    await breathe();
    expect(await soFar(answer)).toBe(PENDING);
    frame.reply({ id: frame.id(0), text: '{"status":true}' });
    expect(await answer).toBe('{"status":true}');
  });

  it('serves several calls from one frame, each answered by its own reply in whatever order', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const first = framedPost(URL, 'first', GIVE_UP_MS);
    const frame = playFrame();
    await breathe();
    const second = framedPost(URL, 'second', GIVE_UP_MS);
    await breathe();
    expect(iframes()).toEqual([frame.element]);
    expect(frame.bodies()).toEqual(['first', 'second']);
    const [firstId, secondId] = [frame.id(0), frame.id(1)];
    expect(firstId).not.toBe(secondId);

    frame.reply({ id: secondId, text: 'answer to second' });
    expect(await second).toBe('answer to second');
    expect(await soFar(first)).toBe(PENDING);
    frame.reply({ id: firstId, text: 'answer to first' });
    expect(await first).toBe('answer to first');
  });

  it('ignores replies from any other window (the page itself, another frame) and for no call in flight', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const answer = framedPost(URL, '{}', GIVE_UP_MS);
    const frame = playFrame();
    await breathe();
    const id = frame.id(0);
    const other = document.createElement('iframe');
    document.body.append(other);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      for (const source of [window, other.contentWindow]) {
        window.dispatchEvent(new MessageEvent('message', { data: { id, text: 'forged' }, source }));
      }
      frame.reply({ id: id + 1000, text: 'for no call' });
      frame.reply(null);
      expect(await soFar(answer)).toBe(PENDING);
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
    frame.reply({ id, text: 'the answer' });
    expect(await answer).toBe('the answer');
  });

  it('answers nothing when the frame replies that the answer was lost, or with no text', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const lost = framedPost(URL, 'lost', GIVE_UP_MS);
    const frame = playFrame();
    const notText = framedPost(URL, 'not text', GIVE_UP_MS);
    await breathe();
    const [lostId, notTextId] = [frame.id(0), frame.id(1)];
    frame.reply({ id: lostId, lost: true });
    frame.reply({ id: notTextId, text: 42 });
    expect(await lost).toBeUndefined();
    expect(await notText).toBeUndefined();
  });

  it('gives up when no reply comes in time: the frame is removed, every call in it answers nothing, and the next call gets a new frame', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const first = framedPost(URL, 'first', GIVE_UP_MS);
    const frame = playFrame();
    await breathe();
    vi.advanceTimersByTime(1000);
    const second = framedPost(URL, 'second', GIVE_UP_MS);
    await breathe();

    vi.advanceTimersByTime(GIVE_UP_MS - 1001);
    expect(await soFar(first)).toBe(PENDING);
    expect(frame.element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(frame.element.isConnected).toBe(false);
    expect(iframes()).toEqual([]);
    expect(await first).toBeUndefined();
    expect(await second).toBeUndefined();

    const next = framedPost(URL, 'next', GIVE_UP_MS);
    const nextFrame = playFrame();
    expect(nextFrame.element).not.toBe(frame.element);
    await breathe();
    expect(nextFrame.bodies()).toEqual(['next']);
    nextFrame.reply({ id: nextFrame.id(0), text: 'answered' });
    expect(await next).toBe('answered');
  });

  it('changes nothing on a reply that comes after the give-up', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const late = framedPost(URL, 'late', GIVE_UP_MS);
    const frame = playFrame();
    await breathe();
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(await late).toBeUndefined();

    const next = framedPost(URL, 'next', GIVE_UP_MS);
    const nextFrame = playFrame();
    await breathe();
    frame.reply({ id: frame.id(0), text: 'too late' });
    expect(await soFar(next)).toBe(PENDING);
    expect(nextFrame.element.isConnected).toBe(true);
    nextFrame.reply({ id: nextFrame.id(0), text: 'answered' });
    expect(await next).toBe('answered');
  });

  it('keeps the frame when an answered call’s time would have been up: later calls are not lost', async () => {
    const { framedPost } = await freshTransport();
    fakeClock();
    const answered = framedPost(URL, 'answered', GIVE_UP_MS);
    const frame = playFrame();
    await breathe();
    frame.reply({ id: frame.id(0), text: 'done' });
    expect(await answered).toBe('done');

    vi.advanceTimersByTime(GIVE_UP_MS / 2);
    const later = framedPost(URL, 'later', GIVE_UP_MS);
    await breathe();
    vi.advanceTimersByTime(GIVE_UP_MS / 2);
    expect(frame.element.isConnected).toBe(true);
    expect(await soFar(later)).toBe(PENDING);
    frame.reply({ id: frame.id(1), text: 'done later' });
    expect(await later).toBe('done later');
  });
});

describe('getting money calls ready', () => {
  it('sends from the money frame, made ahead of the first call, which then goes from it', async () => {
    const { framedPost, moneyTransport, prepareMoneyCalls } = await freshTransport();
    expect(moneyTransport()).toBe(framedPost);
    prepareMoneyCalls();
    prepareMoneyCalls();
    expect(iframes()).toHaveLength(1);
    const frame = playFrame();
    await breathe();

    fakeClock();
    const answer = moneyTransport()(URL, 'first', GIVE_UP_MS);
    await breathe();
    expect(iframes()).toEqual([frame.element]);
    expect(frame.bodies()).toEqual(['first']);
    frame.reply({ id: frame.id(0), text: 'answered' });
    expect(await answer).toBe('answered');
  });

  it('makes no frame when calls are set to go from the page', async () => {
    const { directPost, moneyTransport, prepareMoneyCalls, setMoneyTransport } =
      await freshTransport();
    setMoneyTransport(directPost);
    expect(moneyTransport()).toBe(directPost);
    prepareMoneyCalls();
    expect(iframes()).toEqual([]);
  });
});

describe('a money call sent from the page', () => {
  interface Seen {
    path?: string;
    method?: string;
    type?: string;
    cookie?: string;
    body: string;
  }
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  /** The paths of the requests cancelled before their answer. */
  const cancelled: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const path = request.url;
        seen.push({
          path,
          method: request.method,
          type: request.headers['content-type'],
          cookie: request.headers.cookie,
          body,
        });
        response.on('close', () => {
          if (!response.writableFinished && path) cancelled.push(path);
        });
        if (path === '/answer') response.end(`answered: ${body}`);
        else if (path === '/refuse') response.writeHead(500).end('{"status":false}');
        else if (path === '/cut') request.socket.destroy();
        // Held, then answered: a call that never gives up would read it.
        else setTimeout(() => response.end('too late'), 1500);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the body as a simple text/plain POST without credentials and answers the text', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    expect(await directPost(`${base}/answer`, '{"amount":"100"}', GIVE_UP_MS)).toBe(
      'answered: {"amount":"100"}',
    );
    expect(seen.at(-1)).toEqual({
      path: '/answer',
      method: 'POST',
      type: 'text/plain',
      body: '{"amount":"100"}',
    });
    expect(fetching).toHaveBeenCalledWith(
      `${base}/answer`,
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('answers the text whatever the status: a refusal is read, not lost', async () => {
    expect(await directPost(`${base}/refuse`, '{}', GIVE_UP_MS)).toBe('{"status":false}');
  });

  it('answers nothing when the request fails', async () => {
    expect(await directPost(`${base}/cut`, '{}', GIVE_UP_MS)).toBeUndefined();
    expect(seen.at(-1)?.path).toBe('/cut');
  });

  it('answers nothing when the time is up, and cancels the request', async () => {
    const started = performance.now();
    expect(await directPost(`${base}/hold`, '{}', 100)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1500);
    await vi.waitFor(() => expect(cancelled).toContain('/hold'));
  });
});
