import { Icon } from '../../../components/icons';
import { useSupportContacts } from '../../../lib/api/social-data';
import './home.css';

/** Call and chat buttons showing the normalised support numbers. */
export function ContactButtons() {
  const { callNumber, chatNumber, telHref, whatsappHref } = useSupportContacts();
  return (
    <div className="contact-buttons">
      <a className="btn btn--outline" href={telHref} aria-label={`Call support ${callNumber}`}>
        <Icon name="phone" size={18} />
        {callNumber}
      </a>
      <a
        className="btn btn--outline"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with support on WhatsApp ${chatNumber}`}
      >
        <Icon name="chat" size={18} />
        {chatNumber}
      </a>
    </div>
  );
}
