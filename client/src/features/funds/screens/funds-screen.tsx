import { AddFundsPanel } from '../components/add-funds-panel';
import { ScreenFrame } from '../../../components/screen-frame';
import { useTexts } from '../../../i18n/use-texts';

/** /imp9: Add Funds as a standalone screen (the footer's Funds button). */
export default function FundsScreen() {
  const t = useTexts();
  return (
    <ScreenFrame title={t('Add Funds')}>
      <AddFundsPanel />
    </ScreenFrame>
  );
}
