import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useWinHistory } from '../api/win-history';
import { RangeHistory } from '../components/range-history';
import { WinCard, winKey } from '../components/record-cards';
import { HISTORY_TEXT } from '../strings';

/** /imp3 (and /win, /windata in the header layout): main-market wins, or NO DATA FOUND. */
export default function WinHistoryScreen({ embedded = false }: { embedded?: boolean }) {
  return (
    <RangeHistory
      title={HISTORY_TEXT.winHistory}
      embedded={embedded}
      useRows={useWinHistory}
      itemKey={winKey}
      renderItem={(win) => <WinCard win={win} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noDataUpper, hint: '' }}
    />
  );
}
