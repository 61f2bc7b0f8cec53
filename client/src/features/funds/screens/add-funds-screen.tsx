import { AddFundsPanel } from '../components/add-funds-panel';
import { ScreenFrame } from '../../../components/screen-frame';
import { FUNDS_TEXT } from '../strings';

/** /addfund: Add Funds inside the header layout (the side menu's Add Funds). */
export default function AddFundsScreen() {
  return (
    <ScreenFrame title={FUNDS_TEXT.addFunds} embedded>
      <AddFundsPanel />
    </ScreenFrame>
  );
}
