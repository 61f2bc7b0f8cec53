import { useSupportContacts } from '../../../lib/api/social-data';
import { Icon } from '../../../components/icons';
import { useTexts } from '../../../i18n/use-texts';

/** Contact Support: a WhatsApp chat link to the support number. */
export function SupportLink() {
  const t = useTexts();
  const { whatsappHref } = useSupportContacts();
  return (
    <a
      className="btn btn--outline btn--block auth-support"
      href={whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="chat" />
      {t('Contact Support')}
    </a>
  );
}
