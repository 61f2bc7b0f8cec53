import { FundRule } from '../components/fund-rule';
import { ScreenFrame } from '../../../components/screen-frame';
import { CONTENT_TEXT } from '../strings';
import '../components/content.css';

/** /depositrule: the provider's deposit rules. */
export default function DepositRuleScreen() {
  return (
    <ScreenFrame title={CONTENT_TEXT.depositRules}>
      <FundRule which="deposit_rule" />
    </ScreenFrame>
  );
}
