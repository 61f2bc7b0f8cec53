import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useGaliBidHistory } from '../api/gali-bid-history';
import { RangeHistory } from '../components/range-history';
import { BidCard, bidKey } from '../components/record-cards';
import { useTexts } from '../../../i18n/use-texts';

/** /impbid: Gali Disawar bids. */
export default function GaliBidHistoryScreen() {
  const t = useTexts();
  return (
    <RangeHistory
      title={t('Gali Bid History')}
      useRows={useGaliBidHistory}
      itemKey={bidKey}
      renderItem={(bid) => <BidCard bid={bid} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint }}
    />
  );
}
