import { getConfig } from '../../../lib/config';
import { CONTENT_TEXT } from '../strings';
import '../components/content.css';

/** /privacy and /privacypolicy: the privacy policy (last updated February 2025). */
export default function PrivacyScreen() {
  const brand = getConfig().brandName;
  return (
    <main className="page">
      <h1 className="page-title">{CONTENT_TEXT.privacy}</h1>
      <article className="content-card">
        <p>
          <strong>Last updated: February 2025</strong>
        </p>
        <p>This policy explains what {brand} collects, why, and the choices you have.</p>
        <h2>Information we collect</h2>
        <ul>
          <li>Your name and mobile number, given when you register.</li>
          <li>UPI numbers you add for withdrawals.</li>
          <li>Your wallet transactions, bids, deposits and withdraw requests.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To sign you in and keep your account secure (one-time codes to your mobile).</li>
          <li>To process deposits, withdrawals and transfers, and to show your history.</li>
          <li>To answer you when you contact support.</li>
        </ul>
        <h2>Sharing</h2>
        <p>
          We do not sell your data. Payment details are shared only with the payment services that
          complete your transactions, or when the law requires it.
        </p>
        <h2>Storage and security</h2>
        <p>
          Your session is kept on your device; your password is never stored there in clear text.
          Signing out removes it.
        </p>
        <h2>Children&apos;s privacy</h2>
        <p>
          This app is not intended for children under 13, and we do not knowingly collect data from
          anyone under 13.
        </p>
        <h2>Your choices</h2>
        <p>
          You can update your name in Profile and ask for your account to be deleted through support
          (see About Us for the data deletion policy).
        </p>
      </article>
    </main>
  );
}
