import { Icon } from '../../../components/icons';
import { useSupportContacts } from '../../../lib/api/social-data';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /delete: how to have the account deleted (through support, per the deletion policy). */
export default function DeleteScreen() {
  const t = useTexts();
  useScreenTitle(t('Delete Account'));
  const { whatsappHref, telHref } = useSupportContacts();
  return (
    <main className="page">
      <h1 className="page-title">{t('Delete Account')}</h1>
      <article className="content-card content-stack">
        <p>
          {t(
            'To delete your account, contact support from your registered mobile number. We confirm the request and delete your profile and saved UPI numbers within 30 days.',
          )}
        </p>
        <p>{t('Withdraw any balance first: a deleted account cannot be restored.')}</p>
        <a
          className="btn btn--primary btn--block"
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="chat" />
          {t('WhatsApp Support')}
        </a>
        <a className="btn btn--outline btn--block" href={telHref}>
          <Icon name="phone" />
          {t('Call Support')}
        </a>
      </article>
    </main>
  );
}
