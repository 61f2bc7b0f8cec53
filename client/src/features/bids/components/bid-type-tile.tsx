import { BID_MESSAGES, type BidType } from '@panna/shared/bids';
import { Link } from '../../../components/link';
import { toastBid } from '../../../components/toast';
import { bidPathFor } from '../../../lib/bid-paths';
import type { MarketRef } from '../api/market-lookup';
import { BidTypeArt } from './bid-type-art';
import { useTexts } from '../../../i18n/use-texts';

interface BidTypeTileProps {
  type: BidType;
  market: MarketRef;
  /** The open time has passed and this type refuses after it: tapping only explains. */
  blocked: boolean;
}

/** One bid type on a menu: opens its screen for the market (in the URL; the spec's state too). */
export function BidTypeTile({ type, market, blocked }: BidTypeTileProps) {
  const t = useTexts();
  return (
    <Link
      className={blocked ? 'bid-tile is-closed' : 'bid-tile'}
      to={bidPathFor(type, market.gameId)}
      state={{ ...market, pana: type.title }}
      aria-disabled={blocked || undefined}
      onClick={(event) => {
        if (!blocked) return;
        event.preventDefault();
        toastBid.error(BID_MESSAGES.biddingClosed(type.title));
      }}
    >
      <span className="bid-tile__badge">
        <BidTypeArt type={type} />
      </span>
      <span className="bid-tile__title">{t.rule(type.title)}</span>
    </Link>
  );
}
