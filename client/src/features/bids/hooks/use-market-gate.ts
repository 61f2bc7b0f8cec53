import type { MarketKind } from '@panna/shared/bids';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toastBid } from '../../../components/toast';
import { GAME_PARAM, marketHome } from '../../../lib/bid-paths';
import { pollingOptions } from '../../../lib/query-client';
import { useToken } from '../../../lib/use-session';
import {
  UNKNOWN_NOW,
  marketLookupQuery,
  type MarketNow,
  type MarketRef,
} from '../api/market-lookup';
import { BIDS_TEXT } from '../strings';

export type MarketGate =
  { status: 'ready'; market: MarketRef; now: MarketNow } | { status: 'loading' };

/** The market from navigation state, when the state carries one. */
function marketFromState(state: unknown): MarketRef | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { gameId, gameName, openTime } = state as Record<string, unknown>;
  const id = typeof gameId === 'number' ? String(gameId) : gameId;
  if (typeof id !== 'string' || id === '') return undefined;
  if (typeof gameName !== 'string' || typeof openTime !== 'string') return undefined;
  return { gameId: id, gameName, openTime };
}

/**
 * The market a menu or bid screen is for, from navigation state or else the `?game=` parameter (a
 * reload, a typed URL), and what its provider list (polled while the screen is up) says of it now:
 * closed, or its open result declared. Without a market the list knows, the player goes back to
 * the kind's home with a message. Once known, the market id is kept in the URL so that a reload
 * recovers it. (The betting switch is the route's guard: app/layouts/require-betting.tsx.)
 */
export function useMarketGate(kind: MarketKind): MarketGate {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const token = useToken();
  const fromState = marketFromState(location.state);
  const wanted = params.get(GAME_PARAM) ?? '';
  const id = fromState?.gameId ?? wanted;
  const lookup = useQuery({ ...marketLookupQuery(kind, token, id), ...pollingOptions });
  const listed = lookup.data;
  const market = fromState ?? listed?.market;
  // A list that failed before answering leaves a market from state to the provider alone.
  const listFailed = listed === undefined && lookup.isError;
  const missing = id === '' || listed === null || (listFailed && !fromState);
  const marketId = market?.gameId;

  // One effect, so that keeping the id in the URL can never overtake a redirect. It runs when the
  // id or the URL changes, not on every render: a menu drawn again for its old URL while a tap's
  // navigation waits for the next screen's code would otherwise replace that navigation.
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (missing) {
      left.current = true; // StrictMode runs effects twice: one toast, one redirect.
      toastBid.error(BIDS_TEXT.chooseMarket);
      void navigate(marketHome(kind), { replace: true });
    } else if (marketId && wanted !== marketId) {
      setParams({ [GAME_PARAM]: marketId }, { replace: true, state: location.state });
    }
  }, [missing, kind, navigate, marketId, wanted, setParams, location.state]);

  if (!market || missing || (listed === undefined && !listFailed)) return { status: 'loading' };
  return { status: 'ready', market, now: listed?.now ?? UNKNOWN_NOW };
}
