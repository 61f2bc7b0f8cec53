/** The auth screens' labels and busy texts (spec 1 sections 2 and 4); messages come from shared. */
export const AUTH_TEXT = {
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  register: 'Register',
  creatingAccount: 'Creating Account...',
  verifyCode: 'Verify Code',
  verifying: 'Verifying...',
  backToPrevious: 'Back to Previous Page',
  resetPassword: 'Reset Password',
  sendResetCode: 'Send Reset Code',
  sending: 'Sending...',
  verifyAndContinue: 'Verify & Continue',
  updatePassword: 'Update Password',
  updatingPassword: 'Updating Password...',
  forgotPassword: 'Forgot Password?',
  contactSupport: 'Contact Support',
  backToLogin: 'Back to Login',
} as const;
