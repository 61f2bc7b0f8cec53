import { TRANSACTION_TYPE, type WalletTransaction } from '@panna/shared/protocol';
import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useWalletTransactions } from '../api/wallet-transaction-history';
import { HistoryListState } from '../components/history-list-state';
import { IncrementalList } from '../components/incremental-list';
import { ScreenFrame } from '../../../components/screen-frame';
import { TransactionCard } from '../components/transaction-card';
import '../components/history.css';
import { useTexts } from '../../../i18n/use-texts';

const transactionKey = (t: WalletTransaction, index: number) => `${t.transaction_id}|${index}`;

/** /transaction: the passbook, credits ("1") and debits (anything else). */
export default function TransactionHistoryScreen() {
  const t = useTexts();
  const query = useWalletTransactions();
  return (
    <ScreenFrame title={t('Wallet Transaction History')}>
      <HistoryListState
        query={query}
        empty={{ title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint }}
      >
        {(rows) => (
          <IncrementalList
            items={rows}
            itemKey={transactionKey}
            renderItem={(t) => (
              <TransactionCard
                transaction={t}
                credit={t.transaction_type === TRANSACTION_TYPE.CREDIT}
              />
            )}
            label={t('Wallet Transaction History')}
          />
        )}
      </HistoryListState>
    </ScreenFrame>
  );
}
