import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useBidHistory } from '../api/bid-history';
import { RangeHistory } from '../components/range-history';
import { BidCard, bidKey } from '../components/record-cards';
import { useTexts } from '../../../i18n/use-texts';

/** /imp4 (and /bid in the header layout): main-market bids. */
export default function BidHistoryScreen({ embedded = false }: { embedded?: boolean }) {
  const t = useTexts();
  return (
    <RangeHistory
      title={t('Bid History')}
      embedded={embedded}
      useRows={useBidHistory}
      itemKey={bidKey}
      renderItem={(bid) => <BidCard bid={bid} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint }}
    />
  );
}
