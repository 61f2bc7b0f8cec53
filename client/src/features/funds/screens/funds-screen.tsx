import { AddFundsPanel } from '../components/add-funds-panel';
import { ScreenFrame } from '../../../components/screen-frame';
import { FUNDS_TEXT } from '../strings';

/** /imp9: Add Funds as a standalone screen (the footer's Funds button). */
export default function FundsScreen() {
  return (
    <ScreenFrame title={FUNDS_TEXT.addFunds}>
      <AddFundsPanel />
    </ScreenFrame>
  );
}
