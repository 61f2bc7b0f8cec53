import { useWalletBalance } from '../../../lib/api/wallet-balance';
import { FUNDS_TEXT } from '../strings';

/** 'Current Balance' with the wallet amount ('0.0' until known). */
export function BalanceCard() {
  const { data } = useWalletBalance();
  return (
    <section className="funds-card funds-balance" aria-label={FUNDS_TEXT.currentBalance}>
      <p className="funds-balance__label">{FUNDS_TEXT.currentBalance}</p>
      <p className="funds-balance__amount">₹ {data?.wallet_amt ?? '0.0'}</p>
    </section>
  );
}
