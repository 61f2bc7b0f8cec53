import { Icon } from '../../../components/icons';
import { useSupportContacts } from '../../../lib/api/social-data';
import { useTexts } from '../../../i18n/use-texts';

/** Call and WhatsApp buttons to the support numbers. */
export function SupportButtons({ callLabel }: { callLabel?: string }) {
  const t = useTexts();
  const { telHref, whatsappHref } = useSupportContacts();
  return (
    <div className="funds-row">
      <a className="btn btn--primary" href={telHref}>
        <Icon name="phone" />
        {callLabel ?? t('Call Now')}
      </a>
      <a className="btn btn--accent" href={whatsappHref} target="_blank" rel="noopener noreferrer">
        <Icon name="chat" />
        {t('WhatsApp')}
      </a>
    </div>
  );
}
