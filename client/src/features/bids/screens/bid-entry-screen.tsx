import { bidTypeById, isBlockedAfterOpen, type BidType, type BidTypeId } from '@panna/shared/bids';
import { formatBidDate, hasTimePassed, indiaDateKey } from '@panna/shared/time';
import { useState } from 'react';
import { Header } from '../../../components/header';
import { ListLoading } from '../../../components/list-state';
import { toastBid } from '../../../components/toast';
import { useDashboard } from '../../../lib/api/dashboard';
import { walletPoints } from '../../../lib/api/wallet-balance';
import { useToken } from '../../../lib/use-session';
import type { MarketNow, MarketRef } from '../api/market-lookup';
import { BidForm } from '../components/bid-form';
import { BidsFoundDialog } from '../components/bids-found-dialog';
import { ConfirmBidsModal } from '../components/confirm-bids-modal';
import { PendingBids } from '../components/pending-bids';
import { useBidSlip } from '../hooks/use-bid-slip';
import { useMarketGate } from '../hooks/use-market-gate';
import { useNow } from '../hooks/use-now';
import { useSubmitBids } from '../hooks/use-submit-bids';
import '../bids.css';
import { useTexts } from '../../../i18n/use-texts';
import { OPEN_ROWS_TAKEN_OFF } from '../strings';
import { useScreenTitle } from '../../../components/screen-title';

/** One screen for every bid type: the route passes the catalogue id, the catalogue does the rest. */
export default function BidEntryScreen({ bidTypeId }: { bidTypeId: BidTypeId }) {
  const t = useTexts();
  const type = bidTypeById(bidTypeId);
  const gate = useMarketGate(type.market, type.title);
  useScreenTitle(t.rule(type.title));
  if (gate.status !== 'ready') {
    return (
      <div className="bid-screen">
        <Header title={t.rule(type.title)} back />
        <ListLoading label={t('Loading market...')} />
      </div>
    );
  }
  return (
    <BidEntry
      key={`${type.id}:${gate.market.gameId}`}
      type={type}
      market={gate.market}
      marketNow={gate.now}
    />
  );
}

interface BidEntryProps {
  type: BidType;
  market: MarketRef;
  /** What the market's list says now: closed, or its open result declared. */
  marketNow: MarketNow;
}

function BidEntry({ type, market, marketNow }: BidEntryProps) {
  const t = useTexts();
  const token = useToken();
  // The header's balance, polled every 5 s: a credit shows while the screen is up.
  const walletAmt = useDashboard({ poll: true }).data?.wallet_amt;
  const wallet = walletAmt === undefined ? undefined : walletPoints(walletAmt);
  const state = useBidSlip(type, market);
  const { slip } = state;
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  // A declared open result ends the open session as the open time does.
  const openTimePassed = hasTimePassed(market.openTime, now) || marketNow.openDeclared;
  const closed = marketNow.closed || isBlockedAfterOpen(type, openTimePassed);
  const dateText = formatBidDate(indiaDateKey(now));
  const balance = wallet === undefined ? undefined : slip.balance(wallet);
  // Built once: the confirmation shows these calls and SUBMIT sends them.
  const submissions = confirming ? slip.submissions(token, dateText) : [];
  const submit = useSubmitBids({
    slip: state,
    closed,
    onPlaced: () => setConfirming(false),
  });
  // Rows the open time ended (a pending Open row the provider would refuse, holding its points)
  // leave the slip, and the player is told; a submission already on its way is left to the
  // provider, and what it leaves behind follows.
  const [openRowsLeft, setOpenRowsLeft] = useState(false);
  if (!submit.busy && state.afterOpenTime(openTimePassed)) {
    setOpenRowsLeft(true);
    setConfirming(false);
  }

  const openConfirmation = () => {
    const problem = slip.blocker(wallet ?? 0, closed);
    if (problem) toastBid.error(problem);
    else setConfirming(true);
  };

  return (
    <div className="bid-screen">
      <Header
        title={t.rule(type.title)}
        back
        wallet={balance === undefined ? '0.0' : String(balance)}
      />
      <main className="page bid-page">
        <p className="bid-market">{market.gameName}</p>
        {closed ? (
          <p className="bid-closed" role="status">
            {t('Bidding is closed for {type}', { type: t.rule(type.title) })}
          </p>
        ) : null}
        {openRowsLeft ? (
          <p className="bid-notice" role="status">
            {t(OPEN_ROWS_TAKEN_OFF)}
          </p>
        ) : null}
        <BidForm
          type={type}
          openTimePassed={openTimePassed}
          balance={balance}
          closed={closed}
          dateText={dateText}
          onProceed={(input) => {
            const outcome = state.add(input, wallet ?? 0);
            if (outcome.ok) setOpenRowsLeft(false);
            return outcome;
          }}
        />
        <PendingBids type={type} entries={slip.entries} onRemove={state.remove} />
        {slip.entries.length > 0 ? (
          <button type="button" className="btn btn--accent btn--block" onClick={openConfirmation}>
            {t('Submit')}
          </button>
        ) : null}
      </main>
      <ConfirmBidsModal
        open={confirming && slip.entries.length > 0}
        slip={slip}
        submissions={submissions}
        dateText={dateText}
        busy={submit.busy}
        checking={submit.checking}
        onCancel={() => setConfirming(false)}
        onSubmit={() => submit.run(submissions)}
      />
      <BidsFoundDialog rows={submit.found} onClose={submit.dismissFound} />
    </div>
  );
}
