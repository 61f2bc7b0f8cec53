import type { WalletTransaction } from '@panna/shared/protocol';
import { useTexts } from '../../../i18n/use-texts';
import { formatMoney } from '../../../i18n/format';
import { providerText } from '../../../i18n/provider-texts';
import { showProviderDate } from '../../../i18n/dates';

interface TransactionCardProps {
  transaction: WalletTransaction;
  credit: boolean;
}

/** A passbook line: Credit (+, green) or Debit (−, red), the amount, the note and the date. */
export function TransactionCard({ transaction, credit }: TransactionCardProps) {
  const t = useTexts();
  const tone = credit ? 'history-amount--credit' : 'history-amount--debit';
  return (
    <article className="history-card">
      <h2 className="history-card__head">
        <span className={tone}>{credit ? t('Credit') : t('Debit')}</span>
        <span className={tone}>
          {credit ? '+' : '−'} {formatMoney(transaction.amount, t.language)}
        </span>
      </h2>
      <p className="history-card__note">{providerText(transaction.transaction_note)}</p>
      <p className="history-card__date">{showProviderDate(transaction.insert_date, t.language)}</p>
    </article>
  );
}
