import { ListEmpty, ListError, ListLoading } from '../../../components/list-state';
import { toastAccount } from '../../../components/toast';
import { useSupportContacts } from '../../../lib/api/social-data';
import { useQrPay } from '../api/qr-pay';
import { ScreenFrame } from '../../../components/screen-frame';
import '../components/funds.css';
import { useTexts, translate } from '../../../i18n/use-texts';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastAccount.success(translate('Copied'));
  } catch {
    // No clipboard (insecure context): the id stays on screen to copy by hand.
  }
}

function QrBody() {
  const t = useTexts();
  const { data: qr, isPending, isError } = useQrPay();
  const { whatsappHref } = useSupportContacts();
  if (isPending) return <ListLoading />;
  if (isError) return <ListError />;
  if (!qr) return <ListEmpty />;
  return (
    <section className="funds-card funds-stack">
      <p className="funds-note">{t('Scan the QR code with any UPI app')}</p>
      {qr.qr_image ? (
        <img className="funds-qr" src={qr.qr_image} alt={t('Payment QR code')} />
      ) : null}
      <div>
        <p className="field__label">{t('UPI ID')}</p>
        <div className="funds-upi-id">
          <span>{qr.upi_id}</span>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void copyText(qr.upi_id)}
            aria-label={t('Copy UPI ID')}
          >
            {t('Copy')}
          </button>
        </div>
      </div>
      <a
        className="btn btn--accent btn--block"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('Send Screenshot via WhatsApp')}
      </a>
    </section>
  );
}

/** /qrpay: the operator's QR code, its UPI id with a copy action, and a screenshot link. */
export default function QrPayScreen() {
  const t = useTexts();
  return (
    <ScreenFrame title={t('QR Pay')}>
      <QrBody />
    </ScreenFrame>
  );
}
