import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useStarlineWinHistory } from '../api/starline-win-history';
import { RangeHistory } from '../components/range-history';
import { WinCard, winKey } from '../components/record-cards';
import { useTexts } from '../../../i18n/use-texts';

/** /imp6: Starline wins. */
export default function StarlineWinHistoryScreen() {
  const t = useTexts();
  return (
    <RangeHistory
      title={t('Starline Win History')}
      useRows={useStarlineWinHistory}
      itemKey={winKey}
      renderItem={(win) => <WinCard win={win} />}
      empty={{ title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint }}
    />
  );
}
