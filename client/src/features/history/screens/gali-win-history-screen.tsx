import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useGaliWinHistory } from '../api/gali-win-history';
import { RangeHistory } from '../components/range-history';
import { WinCard, winKey } from '../components/record-cards';
import { useTexts } from '../../../i18n/use-texts';

/** /impwin: Gali Disawar wins. */
export default function GaliWinHistoryScreen() {
  const t = useTexts();
  return (
    <RangeHistory
      title={t('Gali Win History')}
      useRows={useGaliWinHistory}
      itemKey={winKey}
      renderItem={(win) => <WinCard win={win} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint }}
    />
  );
}
