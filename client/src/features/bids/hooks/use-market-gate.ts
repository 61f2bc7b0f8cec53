import { BID_MESSAGES, type MarketKind } from '@panna/shared/bids';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastBid } from '../../../components/toast';
import { marketHome } from '../../../lib/bid-paths';
import { marketIdIn } from '../../../lib/market-param';
import { pollingOptions } from '../../../lib/query-client';
import { useToken } from '../../../lib/use-session';
import { marketLookupQuery, type MarketNow, type MarketRef } from '../api/market-lookup';
import { translate } from '../../../i18n/use-texts';

export type MarketGate =
  { status: 'ready'; market: MarketRef; now: MarketNow } | { status: 'loading' };

/**
 * The market a menu or bid screen is for: the one its URL names (`?market=`), found in its kind's
 * provider list (cached, and polled while the screen is up), never in navigation state, so that a
 * reload, back and forward or a shared link open the same market. The list also says what the
 * market takes now: closed, or its open result declared.
 * The player goes back to the kind's home with a message when the URL names no market the list
 * knows, and when the list shows it closed as the screen opens: a closed card does not open (spec
 * 1 section 2), and a typed or shared link does not either. A market that closes while its screen
 * is up keeps the screen, which then says it is closed. (The betting switch is the route's guard:
 * app/layouts/require-betting.tsx.)
 * `title` names what is closed in that message: the bid type on a bid screen, else the market.
 */
export function useMarketGate(kind: MarketKind, title?: string): MarketGate {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useToken();
  const id = marketIdIn(params);
  const lookup = useQuery({ ...marketLookupQuery(kind, token, id), ...pollingOptions });
  const listed = lookup.data;
  const unknown = id === '' || listed === null || (listed === undefined && lookup.isError);
  // The market this screen has shown: one closing after that keeps the screen.
  // Stryker disable next-line StringLiteral: no market id is that text, so nothing has been shown.
  const [shown, setShown] = useState('');
  const closedOnArrival = Boolean(listed?.now.closed) && shown !== id;
  const refusal = unknown
    ? translate('Please choose a market first.')
    : closedOnArrival && listed
      ? BID_MESSAGES.biddingClosed(title ?? listed.market.gameName)
      : undefined;

  const left = useRef(false);
  useEffect(() => {
    if (!refusal || left.current) return;
    left.current = true; // StrictMode runs effects twice: one toast, one redirect.
    toastBid.error(refusal);
    void navigate(marketHome(kind), { replace: true });
  }, [refusal, kind, navigate]);

  if (!listed || refusal) return { status: 'loading' };
  if (shown !== id) setShown(id); // React's "information from previous renders"
  return { status: 'ready', market: listed.market, now: listed.now };
}
