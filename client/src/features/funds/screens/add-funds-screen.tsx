import { AddFundsPanel } from '../components/add-funds-panel';
import { ScreenFrame } from '../../../components/screen-frame';
import { useTexts } from '../../../i18n/use-texts';

/** /addfund: Add Funds inside the header layout (the side menu's Add Funds). */
export default function AddFundsScreen() {
  const t = useTexts();
  return (
    <ScreenFrame title={t('Add Funds')} embedded>
      <AddFundsPanel />
    </ScreenFrame>
  );
}
