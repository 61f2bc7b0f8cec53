import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSimulator, Refusal, renderInConsole } from '../test-simulator';
import { LIVE_INTERVAL_MS, useControlQuery } from './control';

const UNKNOWN = '9000000009';
const KNOWN = '9000000001';
const PLAYER = { mobile: KNOWN, name: 'Known', wallet: 10 };

/** What a live lookup showed at each render, by mobile: a failure, the player, or nothing yet. */
function Lookup({ mobile, seen }: { mobile: string; seen: string[] }) {
  const found = useControlQuery('GET /players/:mobile', { mobile }, { live: true });
  seen.push(`${mobile} ${found.error ? 'failed' : found.data ? 'found' : 'waiting'}`);
  return <p>{found.data ? found.data.player.name : ''}</p>;
}

/** The lookup, and a button that looks up the known player instead. */
function Switching({ seen }: { seen: string[] }) {
  const [mobile, setMobile] = useState(UNKNOWN);
  return (
    <>
      <button type="button" onClick={() => setMobile(KNOWN)}>
        Known
      </button>
      <Lookup mobile={mobile} seen={seen} />
    </>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.unstubAllGlobals());

describe('useControlQuery', () => {
  it("keeps a live query's failure while it asks again, and drops it for another query", async () => {
    const calls = fakeSimulator(({ path }) =>
      path === `/players/${KNOWN}`
        ? { player: PLAYER, transactions: [], bids: [] }
        : new Refusal(404, 'No player with that mobile'),
    );
    // Answers take a while, as over a network: long enough for a render while a poll is out.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) =>
      sleep(20).then(() => answer(...args)),
    );
    const seen: string[] = [];
    renderInConsole(<Switching seen={seen} />);
    await sleep(LIVE_INTERVAL_MS * 2.5);
    const asked = calls.filter((call) => call.path === `/players/${UNKNOWN}`).length;
    expect(asked).toBeGreaterThanOrEqual(3);
    const first = seen.indexOf(`${UNKNOWN} failed`);
    expect(first).toBeGreaterThan(-1);
    expect(seen.slice(first)).not.toContain(`${UNKNOWN} waiting`);

    act(() => screen.getByRole('button', { name: 'Known' }).click());
    expect(await screen.findByText('Known', { selector: 'p' })).toBeDefined();
    expect(seen.filter((state) => state.startsWith(KNOWN))).not.toContain(`${KNOWN} failed`);
  });
});
