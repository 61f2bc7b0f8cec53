import { DEMO, expect, keepScreenshot, test, toast, dismissToast } from '../fixtures/test';
import { paths, urlOf } from '../fixtures/paths';

/** A code that is surely not `code`. */
const wrongCode = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

test('registration: a taken number is refused, then the code from the SMS outbox creates the account', async ({
  page,
  sim,
  loginPage: login,
  registerPage: register,
  otpPage: otp,
  homePage,
}) => {
  await page.goto(paths.root);
  await expect(page).toHaveURL(urlOf(paths.login));
  await login.register.click();
  await expect(page).toHaveURL(urlOf(paths.register));

  await register.registerButton.click();
  await expect(register.username).toHaveAccessibleDescription('Username is required');
  await expect(register.phone).toHaveAccessibleDescription('Phone No is required!');
  await expect(register.password).toHaveAccessibleDescription('Password is required!');

  await register.register({ username: 'Asha Verma', mobile: DEMO.mobile, password: 'secret99' });
  await dismissToast(toast(page, 'User Already Registered'));

  const mobile = '9123456780';
  await register.phone.fill(mobile);
  await keepScreenshot(page, 'register');
  await register.registerButton.click();
  await expect(page).toHaveURL(urlOf(paths.registerOtp));
  await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
  await expect(page.getByText(/Resend OTP in 0:\d\d/)).toBeVisible();
  const code = await sim.latestOtp(mobile);

  await otp.enter(wrongCode(code));
  await expect(otp.otp).toHaveAccessibleDescription('Enter Valid OTP');
  await expect(page).toHaveURL(urlOf(paths.registerOtp));
  await keepScreenshot(page, 'register-otp');

  await otp.enter(code);
  await expect(page).toHaveURL(urlOf(paths.home));
  await expect(homePage.markets).toBeVisible();
  const { player } = await sim.control.call('GET /players/:mobile', { mobile });
  expect(player).toMatchObject({ name: 'Asha Verma', mobile });
  await sim.login(mobile, 'secret99');
});

test('every login error, then a good sign-in', async ({ page, sim, loginPage: login }) => {
  await login.goto();
  await login.signInButton.click();
  await expect(login.phone).toHaveAccessibleDescription('Phone No is required!');
  await expect(login.password).toHaveAccessibleDescription('Password is required!');
  await keepScreenshot(page, 'login-errors');

  for (const bad of ['12345', '5876543210', '98765432ab']) {
    await login.signIn(bad, 'whatever');
    await expect(login.phone).toHaveAccessibleDescription('Phone No is not valid!');
  }
  expect(await sim.journal('api-user-login')).toHaveLength(0);

  // Wrong password, unknown number and a failing provider all read 'User Not Registered'.
  await login.signIn(DEMO.mobile, 'wrong-password');
  await dismissToast(toast(page, 'User Not Registered'));
  await expect(page.getByText('Invalid username and password')).toBeHidden();
  await login.signIn('9000000009', DEMO.password);
  await dismissToast(toast(page, 'User Not Registered'));
  await sim.fault({ kind: 'http_500', path: 'api-user-login', times: 1 });
  await login.signIn(DEMO.mobile, DEMO.password);
  await dismissToast(toast(page, 'User Not Registered'));
  await expect(page).toHaveURL(urlOf(paths.login));

  await login.signIn(DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(urlOf(paths.home));
  expect(await sim.journal('api-user-login')).toHaveLength(4);
});

test('forgot password through to signing in with the new password', async ({
  page,
  sim,
  loginPage: login,
  forgotPasswordPage: forgot,
  resetOtpPage: otp,
  resetPasswordPage: reset,
}) => {
  await login.goto();
  await login.forgotPassword.click();
  await expect(page).toHaveURL(urlOf(paths.forgotPassword));

  await forgot.sendButton.click();
  await expect(forgot.phone).toHaveAccessibleDescription('Phone number is required!');
  await forgot.requestCode('12345');
  await expect(forgot.phone).toHaveAccessibleDescription('Phone number is not valid!');
  await sim.fault({ kind: 'status_false', path: 'api-forget-check-mobile', msg: '', times: 1 });
  await forgot.requestCode(DEMO.mobile);
  await expect(forgot.phone).toHaveAccessibleDescription('Failed to send OTP');

  await forgot.requestCode(DEMO.mobile);
  await expect(page).toHaveURL(urlOf(paths.resetOtp));
  const code = await sim.latestOtp(DEMO.mobile);
  await otp.enter(wrongCode(code));
  await expect(otp.otp).toHaveAccessibleDescription('Invalid OTP. Please try again.');
  await otp.enter(code);
  await expect(page).toHaveURL(urlOf(paths.resetPassword));

  await reset.submit();
  await expect(reset.newPassword).toHaveAccessibleDescription('New Password is required!');
  await expect(reset.confirm).toHaveAccessibleDescription('Confirm Password is required!');
  await reset.newPassword.fill('fresh-pass-1');
  await reset.confirm.fill('fresh-pass-2');
  await reset.submit();
  await expect(reset.confirm).toHaveAccessibleDescription('Passwords do not match!');
  await reset.confirm.fill('fresh-pass-1');
  await reset.submit();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
  await keepScreenshot(page, 'reset-password-done');
  await expect(page).toHaveURL(urlOf(paths.login)); // after 1.5 s

  await login.signIn(DEMO.mobile, DEMO.password);
  await dismissToast(toast(page, 'User Not Registered'));
  await login.signIn(DEMO.mobile, 'fresh-pass-1');
  await expect(page).toHaveURL(urlOf(paths.home));
});

test('change password in the app, checked against the old one', async ({
  page,
  sim,
  loginPage: login,
  homePage: home,
  changePasswordPage: form,
}) => {
  // Signed in through the screen, so that the app holds the password to check against.
  await login.goto();
  await login.signIn(DEMO.mobile, DEMO.password);
  await expect(home.markets).toBeVisible();
  await (await home.openMenu()).item('Change Password').click();
  await expect(page).toHaveURL(urlOf(paths.changePassword));

  await form.submit();
  await expect(form.current).toHaveAccessibleDescription('Current Password is required!');
  await expect(form.newPassword).toHaveAccessibleDescription('New Password is required!');
  await expect(form.confirm).toHaveAccessibleDescription('Confirm Password is required!');

  await form.current.fill('not-my-password');
  await form.newPassword.fill('brand-new-9');
  await form.confirm.fill('brand-new-9');
  await form.submit();
  await expect(form.current).toHaveAccessibleDescription('Old password does not match');

  await form.current.fill(DEMO.password);
  await form.confirm.fill('brand-new-8');
  await form.submit();
  await expect(form.confirm).toHaveAccessibleDescription(
    'Confirm Password is not equal to New Password!',
  );
  await keepScreenshot(page, 'change-password');

  await form.confirm.fill('brand-new-9');
  await form.submit();
  await expect(page).toHaveURL(urlOf(paths.home));
  await sim.login(DEMO.mobile, 'brand-new-9');
  await expect(sim.login(DEMO.mobile, DEMO.password)).rejects.toThrow();
});

test('profile edit renames the player here and at the provider', async ({
  page,
  sim,
  signIn,
  profilePage: profile,
  homePage,
}) => {
  await signIn(DEMO);
  await profile.goto();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Demo Player')).toBeVisible();
  await expect(page.getByText(`+91 ${DEMO.mobile}`)).toBeVisible();
  await keepScreenshot(page, 'profile');

  await profile.rename('');
  await expect(profile.name).toHaveAccessibleDescription('Name is required!');
  await profile.name.fill('Demo Renamed Player');
  await profile.saveButton.click();
  await expect(page).toHaveURL(urlOf(paths.home));

  // The menu shows the first 10 characters, then an ellipsis.
  const menu = await homePage.openMenu();
  await expect(menu.dialog.getByRole('heading', { name: 'Demo Renam...' })).toBeVisible();
  const { player } = await sim.control.call('GET /players/:mobile', { mobile: DEMO.mobile });
  expect(player.name).toBe('Demo Renamed Player');
});

test('logout clears the session and keeps the player out', async ({
  page,
  signIn,
  homePage: home,
}) => {
  await signIn(DEMO);
  await home.goto();
  const menu = await home.openMenu();
  await expect(menu.dialog.getByText(DEMO.mobile)).toBeVisible();
  await keepScreenshot(page, 'side-menu');
  await menu.logout.click();
  await expect(page).toHaveURL(urlOf(paths.login));
  expect(await page.evaluate(() => localStorage.getItem('userCredentials'))).toBeNull();

  await page.goto(paths.home);
  await expect(page).toHaveURL(urlOf(paths.login));
  await page.goto(paths.root);
  await expect(page).toHaveURL(urlOf(paths.login));
});
