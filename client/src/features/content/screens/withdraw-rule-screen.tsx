import { FundRule } from '../components/fund-rule';
import { ScreenFrame } from '../../../components/screen-frame';
import { CONTENT_TEXT } from '../strings';
import '../components/content.css';

/** /withdrawrule: the provider's withdrawal rules. */
export default function WithdrawRuleScreen() {
  return (
    <ScreenFrame title={CONTENT_TEXT.withdrawRules}>
      <FundRule which="withdrawal_rule" />
    </ScreenFrame>
  );
}
