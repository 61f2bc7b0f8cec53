import { Icon } from '../../../components/icons';
import { useSupportContacts } from '../../../lib/api/social-data';
import './home.css';
import { useTexts } from '../../../i18n/use-texts';

/** Call and chat buttons showing the normalised support numbers. */
export function ContactButtons() {
  const t = useTexts();
  const { callNumber, chatNumber, telHref, whatsappHref } = useSupportContacts();
  return (
    <div className="contact-buttons">
      <a
        className="btn btn--outline"
        href={telHref}
        aria-label={t('Call support {number}', { number: callNumber })}
      >
        <Icon name="phone" size={18} />
        {callNumber}
      </a>
      <a
        className="btn btn--outline"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('Chat with support on WhatsApp {number}', { number: chatNumber })}
      >
        <Icon name="chat" size={18} />
        {chatNumber}
      </a>
    </div>
  );
}
