import { Link } from '../../../components/link';
import { ScreenFrame } from '../../../components/screen-frame';
import { UpiMethods } from '../components/upi-methods';
import { useUpiAddedToast } from '../hooks/use-toast-once';
import * as paths from '../../../lib/paths';
import '../components/funds.css';
import { msg, useTexts, type TextId } from '../../../i18n/use-texts';

const LINKS: readonly { label: TextId; to: string }[] = [
  { label: msg('Add Fund'), to: paths.funds },
  { label: msg('Add Fund History'), to: paths.addFundHistory },
  { label: msg('Withdraw Fund'), to: paths.withdraw },
  { label: msg('Withdraw Fund History'), to: paths.withdrawFundHistory },
  // Not in the spec's list: the spec names the route only, and here is where a player looks.
  { label: msg('Transfer Points'), to: paths.transfer },
  { label: msg('Wallet History'), to: paths.transactions },
];

/** /imp7 (and /imp8, /wallet, /mymodel in the header layout): Wallet Management. */
export default function WalletScreen({ embedded = false }: { embedded?: boolean }) {
  const t = useTexts();
  useUpiAddedToast();
  return (
    <ScreenFrame title={t('Wallet Management')} embedded={embedded}>
      <ul className="funds-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link className="funds-link" to={link.to}>
              {t(link.label)}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
        <li>
          {/* The spec shows Bank Details without an action. */}
          <button type="button" className="funds-link" aria-disabled="true">
            {t('Bank Details')}
          </button>
        </li>
        <li>
          <UpiMethods />
        </li>
      </ul>
    </ScreenFrame>
  );
}
