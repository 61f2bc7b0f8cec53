import { useSupportContacts } from '../../../lib/api/social-data';
import { Icon } from '../../../components/icons';
import { AUTH_TEXT } from '../strings';

/** Contact Support: a WhatsApp chat link to the support number. */
export function SupportLink() {
  const { whatsappHref } = useSupportContacts();
  return (
    <a
      className="btn btn--outline btn--block auth-support"
      href={whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="chat" />
      {AUTH_TEXT.contactSupport}
    </a>
  );
}
