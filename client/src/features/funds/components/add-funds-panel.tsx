import { GATEWAY_STATUS, HEADLINE_ID } from '@panna/shared/protocol';
import { PAYMENT_MESSAGES } from '@panna/shared/validation';
import { Link } from '../../../components/link';
import { ListLoading } from '../../../components/list-state';
import { Marquee } from '../../../components/marquee';
import { useHeadline } from '../../../lib/api/headline';
import { useGatewayStatus } from '../api/gateway-status';
import { BalanceCard } from './balance-card';
import { SupportButtons } from './support-buttons';
import * as paths from '../../../lib/paths';
import './funds.css';
import { useTexts } from '../../../i18n/use-texts';

/** Which deposit options a gateway status offers (spec 2 section 4). */
export function gatewayOptions(status: string | undefined): { upi: boolean; qr: boolean } {
  return {
    upi: status === GATEWAY_STATUS.UPI_AND_QR || status === GATEWAY_STATUS.UPI_ONLY,
    qr: status === GATEWAY_STATUS.UPI_AND_QR || status === GATEWAY_STATUS.QR_ONLY,
  };
}

function PaymentOptions() {
  const t = useTexts();
  const { data, isPending } = useGatewayStatus();
  if (isPending) return <ListLoading />;
  // A failed call offers nothing, like an unknown status.
  const { upi, qr } = gatewayOptions(data?.getaway_status);
  if (!upi && !qr) return <p className="funds-note">{t(PAYMENT_MESSAGES.noPaymentOptions)}</p>;
  return (
    <div className="funds-row">
      {upi ? (
        <Link className="btn btn--primary" to={paths.upiPay}>
          {t('Pay via UPI')}
        </Link>
      ) : null}
      {qr ? (
        <Link className="btn btn--primary" to={paths.qrPay}>
          {t('Pay via QR')}
        </Link>
      ) : null}
    </div>
  );
}

/** Add Funds: headline 2, balance, the gateway's options, deposit history and support. */
export function AddFundsPanel() {
  const t = useTexts();
  const headline = useHeadline(HEADLINE_ID.ADD_FUNDS).data?.join('  •  ');
  return (
    <div className="funds-stack">
      {headline ? (
        <div className="funds-headline" data-provider>
          <Marquee text={headline} />
        </div>
      ) : null}
      <BalanceCard />
      <section className="funds-card" aria-labelledby="funds-options">
        <h2 id="funds-options" className="funds-card__title">
          {t('Payment Options')}
        </h2>
        <PaymentOptions />
      </section>
      <div className="funds-row">
        <Link className="btn btn--outline" to={paths.addFundHistory}>
          {t('Deposit History')}
        </Link>
        {/* The footer's Funds is where a player looks for every money move (issue 42). */}
        <Link className="btn btn--outline" to={paths.transfer}>
          {t('Transfer Points')}
        </Link>
      </div>
      <section className="funds-card" aria-labelledby="funds-support">
        <h2 id="funds-support" className="funds-card__title">
          {t('Get Support')}
        </h2>
        <SupportButtons />
      </section>
    </div>
  );
}
