import { ListEmpty, ListError, ListLoading } from '../../../components/list-state';
import { toastAccount } from '../../../components/toast';
import { useSupportContacts } from '../../../lib/api/social-data';
import { useQrPay } from '../api/qr-pay';
import { ScreenFrame } from '../../../components/screen-frame';
import { FUNDS_TEXT } from '../strings';
import '../components/funds.css';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastAccount.success(FUNDS_TEXT.copied);
  } catch {
    // No clipboard (insecure context): the id stays on screen to copy by hand.
  }
}

function QrBody() {
  const { data: qr, isPending, isError } = useQrPay();
  const { whatsappHref } = useSupportContacts();
  if (isPending) return <ListLoading />;
  if (isError) return <ListError />;
  if (!qr) return <ListEmpty />;
  return (
    <section className="funds-card funds-stack">
      <p className="funds-note">{FUNDS_TEXT.scanQr}</p>
      {qr.qr_image ? <img className="funds-qr" src={qr.qr_image} alt="Payment QR code" /> : null}
      <div>
        <p className="field__label">{FUNDS_TEXT.upiId}</p>
        <div className="funds-upi-id">
          <span>{qr.upi_id}</span>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void copyText(qr.upi_id)}
            aria-label={`${FUNDS_TEXT.copy} ${FUNDS_TEXT.upiId}`}
          >
            {FUNDS_TEXT.copy}
          </button>
        </div>
      </div>
      <a
        className="btn btn--accent btn--block"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        {FUNDS_TEXT.sendScreenshot}
      </a>
    </section>
  );
}

/** /qrpay: the operator's QR code, its UPI id with a copy action, and a screenshot link. */
export default function QrPayScreen() {
  return (
    <ScreenFrame title={FUNDS_TEXT.qrPay}>
      <QrBody />
    </ScreenFrame>
  );
}
