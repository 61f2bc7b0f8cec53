import { OTP_MESSAGES, RESET_PASSWORD_MESSAGES, validateOtp } from '@panna/shared/validation';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { useOtpStep } from '../../../components/use-otp-step';
import { toastFormAnswer } from '../../../components/toast';
import * as paths from '../../../lib/paths';
import { useHandedState } from '../../../lib/use-handed-state';
import { forgetCheckMobile } from '../api/forget-check-mobile';
import { AccountOtpStep } from '../components/account-otp-step';
import { StartResetAgain } from '../components/start-reset-again';
import { readResetOtpState, type ResetPasswordState } from '../reset-state';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /otpforgotpass: the reset code; a correct one opens /change-password for the number. */
export default function ResetOtpScreen() {
  const t = useTexts();
  useScreenTitle(t('Verify OTP'));
  const navigate = useNavigate();
  const state = useHandedState(readResetOtpState);
  const phoneNumber = state?.phoneNumber ?? '';
  const step = useOtpStep({
    firstCode: state?.validationOtp,
    check: (otp, expected) =>
      validateOtp({ otp }, { flow: 'reset', expected, phoneNumber: state?.phoneNumber }),
    verified: async () => {
      try {
        const next: ResetPasswordState = { phoneNumber };
        await navigate(paths.resetPassword, { state: next, replace: true });
      } catch {
        toastFormAnswer.error(RESET_PASSWORD_MESSAGES.genericError);
      }
    },
    sendAgain: async () => (await forgetCheckMobile(phoneNumber)).otp,
    resendFailed: () => OTP_MESSAGES.resendFailed,
  });

  if (!state) return <StartResetAgain title={t('Verify OTP')} />;

  return (
    <AccountOtpStep
      title={t('Verify OTP')}
      phone={phoneNumber}
      step={step}
      labels={{ verify: t('Verify & Continue'), verifying: t('Verify & Continue') }}
    >
      <Link to={paths.login}>{t('Back to Login')}</Link>
    </AccountOtpStep>
  );
}
