import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useStarlineBidHistory } from '../api/starline-bid-history';
import { RangeHistory } from '../components/range-history';
import { BidCard, bidKey } from '../components/record-cards';
import { useTexts } from '../../../i18n/use-texts';

/** /imp5: Starline bids. */
export default function StarlineBidHistoryScreen() {
  const t = useTexts();
  return (
    <RangeHistory
      title={t('Starline Bid History')}
      useRows={useStarlineBidHistory}
      itemKey={bidKey}
      renderItem={(bid) => <BidCard bid={bid} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint }}
    />
  );
}
