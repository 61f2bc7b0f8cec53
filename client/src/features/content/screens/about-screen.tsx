import { getConfig } from '../../../lib/config';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /about: who we are and the data deletion policy. */
export default function AboutScreen() {
  const t = useTexts();
  useScreenTitle(t('About Us'));
  const brand = getConfig().brandName;
  return (
    <main className="page">
      <h1 className="page-title">{t('About Us')}</h1>
      <article className="content-card">
        <p>
          {t(
            '{brand} shows market results and charts and lets registered players manage a points wallet for the main markets, Gali Disawar and King Starline.',
            { brand },
          )}
        </p>
        <h2>{t('Data Deletion Policy')}</h2>
        <p>
          {t(
            'You can ask us to delete your account and the personal data linked to it at any time.',
          )}
        </p>
        <ul>
          <li>{t('Contact support by WhatsApp or call from your registered mobile number.')}</li>
          <li>
            {t(
              'We confirm the request and delete your profile, saved UPI numbers and session data.',
            )}
          </li>
          <li>{t('Deletion is completed within 30 days of the confirmed request.')}</li>
          <li>
            {t(
              'Records we must keep by law (such as wallet transactions) are retained only for the period required and are not used for anything else.',
            )}
          </li>
        </ul>
        <p>{t('Once deleted, an account and its balance cannot be restored.')}</p>
      </article>
    </main>
  );
}
