/**
 * A provider world for one bid test (src/test/sandbox.ts) with both clocks at one instant: the
 * mock's frozen there, the browser's Date set there. The demo player (or viewer) is signed in.
 */
import type { MarketKind } from '@panna/shared/bids';
import { vi } from 'vitest';
import { callProvider } from '../../../lib/provider-client';
import { openSandbox, type Sandbox } from '../../../test/sandbox';
import type { MarketRef } from '../api/market-lookup';

export { mondayAt } from '../../../test/sandbox';

/** Seeded markets whose times the tests rely on; all play on Mondays. */
const KNOWN_MARKET: Record<MarketKind, string> = {
  main: 'KALYAN', // opens 03:45 PM
  starline: 'KING STARLINE 11:00 AM',
  gali: 'DELHI BAZAR', // opens 03:00 PM
};

export interface BidSandbox extends Sandbox {
  token: string;
  /** The known market of a kind (or the one named), as navigation state carries it. */
  market: (kind: MarketKind, name?: string) => Promise<MarketRef>;
  /** The provider's balance for the signed-in player. */
  balance: () => Promise<number>;
}

export async function openBidSandbox(
  at: number,
  who: 'player' | 'viewer' = 'player',
): Promise<BidSandbox> {
  const sandbox = await openSandbox(at);
  vi.setSystemTime(at);
  const { token } = await sandbox.signIn(who);
  const body = { unique_token: token };

  const market = async (kind: MarketKind, name = KNOWN_MARKET[kind]): Promise<MarketRef> => {
    const list =
      kind === 'main'
        ? (await callProvider('api-get-dashboard-data', body)).result
        : kind === 'starline'
          ? (await callProvider('api-starline-game', body)).result
          : (await callProvider('api-galidisawar-game', body)).result;
    const game = list.find((g) => g.game_name === name);
    if (!game) throw new Error(`No market ${name}`);
    return { gameId: game.game_id, gameName: game.game_name, openTime: game.open_time };
  };
  const balance = async () =>
    Number((await callProvider('api-user-wallet-balance', body)).wallet_amt);
  return { ...sandbox, token, market, balance };
}
