import { Icon } from '../../../components/icons';
import { useSupportContacts } from '../../../lib/api/social-data';
import { CONTENT_TEXT } from '../strings';
import '../components/content.css';

/** /delete: how to have the account deleted (through support, per the deletion policy). */
export default function DeleteScreen() {
  const { whatsappHref, telHref } = useSupportContacts();
  return (
    <main className="page">
      <h1 className="page-title">{CONTENT_TEXT.deleteAccount}</h1>
      <article className="content-card content-stack">
        <p>
          To delete your account, contact support from your registered mobile number. We confirm the
          request and delete your profile and saved UPI numbers within 30 days.
        </p>
        <p>Withdraw any balance first: a deleted account cannot be restored.</p>
        <a
          className="btn btn--primary btn--block"
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="chat" />
          WhatsApp Support
        </a>
        <a className="btn btn--outline btn--block" href={telHref}>
          <Icon name="phone" />
          Call Support
        </a>
      </article>
    </main>
  );
}
