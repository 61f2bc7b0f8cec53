import type { WithdrawRequest } from '@panna/shared/protocol';
import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useWithdrawHistory } from '../api/withdraw-transaction-history';
import { HistoryListState } from '../components/history-list-state';
import { IncrementalList } from '../components/incremental-list';
import { ScreenFrame } from '../../../components/screen-frame';
import { WithdrawCard } from '../components/withdraw-card';
import '../components/history.css';
import { useTexts } from '../../../i18n/use-texts';

const requestKey = (r: WithdrawRequest, index: number) => `${r.request_number}|${index}`;

/** /withdrawhistory and /withdrawfundhistory: withdraw requests with their status. */
export default function WithdrawHistoryScreen() {
  const t = useTexts();
  const query = useWithdrawHistory();
  return (
    <ScreenFrame title={t('Withdraw History')}>
      <HistoryListState query={query} empty={{ title: EMPTY_LIST_MESSAGES.noWithdrawals }}>
        {(rows) => (
          <IncrementalList
            items={rows}
            itemKey={requestKey}
            renderItem={(request) => <WithdrawCard request={request} />}
            label={t('Withdraw History')}
          />
        )}
      </HistoryListState>
    </ScreenFrame>
  );
}
