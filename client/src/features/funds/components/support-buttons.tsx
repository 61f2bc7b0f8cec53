import { Icon } from '../../../components/icons';
import { useSupportContacts } from '../../../lib/api/social-data';
import { FUNDS_TEXT } from '../strings';

/** Call and WhatsApp buttons to the support numbers. */
export function SupportButtons({ callLabel = FUNDS_TEXT.callNow }: { callLabel?: string }) {
  const { telHref, whatsappHref } = useSupportContacts();
  return (
    <div className="funds-row">
      <a className="btn btn--primary" href={telHref}>
        <Icon name="phone" />
        {callLabel}
      </a>
      <a className="btn btn--accent" href={whatsappHref} target="_blank" rel="noopener noreferrer">
        <Icon name="chat" />
        {FUNDS_TEXT.whatsapp}
      </a>
    </div>
  );
}
