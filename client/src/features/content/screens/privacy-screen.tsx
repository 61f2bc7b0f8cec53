import { getConfig } from '../../../lib/config';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /privacy and /privacypolicy: the privacy policy (last updated February 2025). */
export default function PrivacyScreen() {
  const t = useTexts();
  useScreenTitle(t('Privacy Policy'));
  const brand = getConfig().brandName;
  return (
    <main className="page">
      <h1 className="page-title">{t('Privacy Policy')}</h1>
      <article className="content-card">
        <p>
          <strong>{t('Last updated: February 2025')}</strong>
        </p>
        <p>
          {t('This policy explains what {brand} collects, why, and the choices you have.', {
            brand,
          })}
        </p>
        <h2>{t('Information we collect')}</h2>
        <ul>
          <li>{t('Your name and mobile number, given when you register.')}</li>
          <li>{t('UPI numbers you add for withdrawals.')}</li>
          <li>{t('Your wallet transactions, bids, deposits and withdraw requests.')}</li>
        </ul>
        <h2>{t('How we use it')}</h2>
        <ul>
          <li>
            {t('To sign you in and keep your account secure (one-time codes to your mobile).')}
          </li>
          <li>{t('To process deposits, withdrawals and transfers, and to show your history.')}</li>
          <li>{t('To answer you when you contact support.')}</li>
        </ul>
        <h2>{t('Sharing')}</h2>
        <p>
          {t(
            'We do not sell your data. Payment details are shared only with the payment services that complete your transactions, or when the law requires it.',
          )}
        </p>
        <h2>{t('Storage and security')}</h2>
        <p>
          {t(
            'Your session is kept on your device; your password is never stored there in clear text. Signing out removes it.',
          )}
        </p>
        <h2>{t("Children's privacy")}</h2>
        <p>
          {t(
            'This app is not intended for children under 13, and we do not knowingly collect data from anyone under 13.',
          )}
        </p>
        <h2>{t('Your choices')}</h2>
        <p>
          {t(
            'You can update your name in Profile and ask for your account to be deleted through support (see About Us for the data deletion policy).',
          )}
        </p>
      </article>
    </main>
  );
}
