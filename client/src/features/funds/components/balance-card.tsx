import { useWalletAmount } from '../../../lib/api/dashboard';
import { useTexts } from '../../../i18n/use-texts';
import { formatAmount } from '../../../i18n/format';

/** 'Current Balance' with the wallet amount ('0.0' until known): the header's. */
export function BalanceCard() {
  const t = useTexts();
  const walletAmt = useWalletAmount();
  return (
    <section className="funds-card funds-balance" aria-label={t('Current Balance')}>
      <p className="funds-balance__label">{t('Current Balance')}</p>
      <p className="funds-balance__amount">₹ {formatAmount(walletAmt, t.language)}</p>
    </section>
  );
}
