import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useWinHistory } from '../api/win-history';
import { RangeHistory } from '../components/range-history';
import { WinCard, winKey } from '../components/record-cards';
import { useTexts } from '../../../i18n/use-texts';

/** /imp3 (and /win, /windata in the header layout): main-market wins, or NO DATA FOUND. */
export default function WinHistoryScreen({ embedded = false }: { embedded?: boolean }) {
  const t = useTexts();
  return (
    <RangeHistory
      title={t('Win History')}
      embedded={embedded}
      useRows={useWinHistory}
      itemKey={winKey}
      renderItem={(win) => <WinCard win={win} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noDataUpper, hint: '' }}
    />
  );
}
