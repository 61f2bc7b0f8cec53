import { useWalletBalance } from '../../../lib/api/wallet-balance';
import { useTexts } from '../../../i18n/use-texts';
import { formatAmount } from '../../../i18n/format';

/** 'Current Balance' with the wallet amount ('0.0' until known). */
export function BalanceCard() {
  const t = useTexts();
  const { data } = useWalletBalance();
  return (
    <section className="funds-card funds-balance" aria-label={t('Current Balance')}>
      <p className="funds-balance__label">{t('Current Balance')}</p>
      <p className="funds-balance__amount">
        ₹ {formatAmount(data?.wallet_amt ?? '0.0', t.language)}
      </p>
    </section>
  );
}
