import { FundRule } from '../components/fund-rule';
import { ScreenFrame } from '../../../components/screen-frame';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';

/** /withdrawrule: the provider's withdrawal rules. */
export default function WithdrawRuleScreen() {
  const t = useTexts();
  return (
    <ScreenFrame title={t('Withdraw Rules')}>
      <FundRule which="withdrawal_rule" />
    </ScreenFrame>
  );
}
