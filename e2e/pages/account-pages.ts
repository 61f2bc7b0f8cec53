import type { Locator, Page } from '@playwright/test';
import { paths } from '../fixtures/paths';

/** /login: phone and password, Sign In, and the links away. */
export class LoginPage {
  readonly phone: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly forgotPassword: Locator;
  readonly register: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel('Phone Number');
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign In' });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot Password?' });
    this.register = page.getByRole('link', { name: 'Register' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.login);
  }

  async signIn(mobile: string, password: string): Promise<void> {
    await this.phone.fill(mobile);
    await this.password.fill(password);
    await this.signInButton.click();
  }
}

/** /r: username, phone, password, Register. */
export class RegisterPage {
  readonly username: Locator;
  readonly phone: Locator;
  readonly password: Locator;
  readonly registerButton: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.phone = page.getByLabel('Phone Number');
    this.password = page.getByLabel('Password', { exact: true });
    this.registerButton = page.getByRole('button', { name: 'Register' });
  }

  async register(account: { username: string; mobile: string; password: string }): Promise<void> {
    await this.username.fill(account.username);
    await this.phone.fill(account.mobile);
    await this.password.fill(account.password);
    await this.registerButton.click();
  }
}

/** Any of the 4-digit code screens: registration, password reset, UPI verification. */
export class OtpPage {
  readonly heading: Locator;
  readonly otp: Locator;

  constructor(
    readonly page: Page,
    /** 'Verify Code' (registration, UPI) or 'Verify & Continue' (password reset). */
    private readonly verifyLabel: 'Verify Code' | 'Verify & Continue' = 'Verify Code',
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.otp = page.getByLabel('Enter OTP');
  }

  get verifyButton(): Locator {
    return this.page.getByRole('button', { name: this.verifyLabel });
  }

  async enter(code: string): Promise<void> {
    await this.otp.fill(code);
    await this.verifyButton.click();
  }
}

/** /forgotpass: the phone number that gets the reset code. */
export class ForgotPasswordPage {
  readonly phone: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel('Phone Number');
    this.sendButton = page.getByRole('button', { name: 'Send Reset Code' });
  }

  async requestCode(mobile: string): Promise<void> {
    await this.phone.fill(mobile);
    await this.sendButton.click();
  }
}

/** The labels that tell the two password forms apart. */
const PASSWORD_FORMS = {
  reset: { confirm: 'Confirm New Password', submit: 'Update Password' },
  change: { confirm: 'Confirm Password', submit: 'Change Password' },
} as const;

/** /change-password (after a reset code) and /change (signed in): the password forms. */
export class PasswordFormPage {
  readonly current: Locator;
  readonly newPassword: Locator;
  readonly confirm: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    form: keyof typeof PASSWORD_FORMS,
  ) {
    const labels = PASSWORD_FORMS[form];
    this.current = page.getByLabel('Current Password', { exact: true });
    this.newPassword = page.getByLabel('New Password', { exact: true });
    this.confirm = page.getByLabel(labels.confirm, { exact: true });
    this.submitButton = page.getByRole('button', { name: labels.submit, exact: true });
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
