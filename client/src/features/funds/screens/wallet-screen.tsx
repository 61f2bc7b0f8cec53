import { Link } from 'react-router-dom';
import { ScreenFrame } from '../../../components/screen-frame';
import { UpiMethods } from '../components/upi-methods';
import { useUpiAddedToast } from '../hooks/use-toast-once';
import { FUNDS_TEXT } from '../strings';
import * as paths from '../../../lib/paths';
import '../components/funds.css';

const LINKS: readonly { label: string; to: string }[] = [
  { label: FUNDS_TEXT.addFund, to: paths.funds },
  { label: FUNDS_TEXT.addFundHistory, to: paths.addFundHistory },
  { label: FUNDS_TEXT.withdrawFund, to: paths.withdraw },
  { label: FUNDS_TEXT.withdrawFundHistory, to: paths.withdrawFundHistory },
  { label: FUNDS_TEXT.walletHistory, to: paths.transactions },
];

/** /imp7 (and /imp8, /wallet, /mymodel in the header layout): Wallet Management. */
export default function WalletScreen({ embedded = false }: { embedded?: boolean }) {
  useUpiAddedToast();
  return (
    <ScreenFrame title={FUNDS_TEXT.walletManagement} embedded={embedded}>
      <ul className="funds-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link className="funds-link" to={link.to}>
              {link.label}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
        <li>
          {/* The spec shows Bank Details without an action. */}
          <button type="button" className="funds-link" aria-disabled="true">
            {FUNDS_TEXT.bankDetails}
          </button>
        </li>
        <li>
          <UpiMethods />
        </li>
      </ul>
    </ScreenFrame>
  );
}
