import { AMOUNT_STATUS, TRANSACTION_TYPE, type WalletTransaction } from '@panna/shared/protocol';
import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useWalletTransactions } from '../api/wallet-transaction-history';
import { HistoryListState } from '../components/history-list-state';
import { IncrementalList } from '../components/incremental-list';
import { ScreenFrame } from '../../../components/screen-frame';
import { TransactionCard } from '../components/transaction-card';
import '../components/history.css';
import { useTexts } from '../../../i18n/use-texts';

/** Approved deposits: credits whose amount_status is "1". */
const isApprovedDeposit = (t: WalletTransaction) =>
  t.transaction_type === TRANSACTION_TYPE.CREDIT && t.amount_status === AMOUNT_STATUS.DEPOSIT;

const transactionKey = (t: WalletTransaction, index: number) => `${t.transaction_id}|${index}`;

/** /addfundhistory (also /AddFundHistory): the approved deposits of the passbook. */
export default function AddFundHistoryScreen() {
  const t = useTexts();
  const query = useWalletTransactions();
  const deposits = { isPending: query.isPending, data: query.data?.filter(isApprovedDeposit) };
  return (
    <ScreenFrame title={t('Add Funds History')}>
      <HistoryListState query={deposits} empty={{ title: EMPTY_LIST_MESSAGES.noAddFunds }}>
        {(rows) => (
          <IncrementalList
            items={rows}
            itemKey={transactionKey}
            renderItem={(t) => <TransactionCard transaction={t} credit />}
            label={t('Add Funds History')}
          />
        )}
      </HistoryListState>
    </ScreenFrame>
  );
}
