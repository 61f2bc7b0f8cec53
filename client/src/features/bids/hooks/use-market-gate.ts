import type { MarketKind } from '@panna/shared/bids';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toastBid } from '../../../components/toast';
import { useBettingEnabled, useDashboard } from '../../../lib/api/dashboard';
import { useSession } from '../../../lib/use-session';
import { marketLookupQuery, type MarketRef } from '../api/market-lookup';
import { GAME_PARAM, HOME_PATH } from '../paths';
import { BIDS_TEXT } from '../strings';

export type MarketGate = { status: 'ready'; market: MarketRef } | { status: 'loading' };

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
 * The market a menu or bid screen is for: from navigation state, else looked up by the `?game=`
 * parameter (a reload, a typed URL). Without either, or when betting is off, the player goes
 * back to the kind's home (with a message in the first case). Once known, the market id is kept
 * in the URL so that a reload recovers it.
 */
export function useMarketGate(kind: MarketKind): MarketGate {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const token = useSession()?.token ?? '';
  const fromState = marketFromState(location.state);
  const wanted = params.get(GAME_PARAM) ?? '';
  const lookup = useQuery({
    ...marketLookupQuery(kind, token, wanted),
    enabled: !fromState && wanted !== '' && token !== '',
  });
  const market = fromState ?? lookup.data ?? undefined;
  const missing = !market && (wanted === '' || lookup.isError || lookup.data === null);

  // Betting status is only known once the dashboard answered; until then nobody is sent away.
  const dashboardKnown = useDashboard().data !== undefined;
  const bettingEnabled = useBettingEnabled();
  const bettingOff = dashboardKnown && !bettingEnabled;

  // One effect, so that keeping the id in the URL can never overtake a redirect.
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (missing || bettingOff) {
      left.current = true; // StrictMode runs effects twice: one toast, one redirect.
      if (missing && !bettingOff) toastBid.error(BIDS_TEXT.chooseMarket);
      void navigate(HOME_PATH[kind], { replace: true });
    } else if (market && wanted !== market.gameId) {
      setParams({ [GAME_PARAM]: market.gameId }, { replace: true, state: location.state });
    }
  }, [missing, bettingOff, kind, navigate, market, wanted, setParams, location.state]);

  return market && !bettingOff ? { status: 'ready', market } : { status: 'loading' };
}
