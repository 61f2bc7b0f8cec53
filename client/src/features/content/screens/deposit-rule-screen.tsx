import { FundRule } from '../components/fund-rule';
import { ScreenFrame } from '../../../components/screen-frame';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';

/** /depositrule: the provider's deposit rules. */
export default function DepositRuleScreen() {
  const t = useTexts();
  return (
    <ScreenFrame title={t('Deposit Rules')}>
      <FundRule which="deposit_rule" />
    </ScreenFrame>
  );
}
