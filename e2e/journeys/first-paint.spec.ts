import { DEMO, expect, test } from '../fixtures/test';

/** Issue #17: the first screens come pre-rendered in the built HTML (client/prerender-plugin.ts). */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login and /welcome show their screen as the build drew it', async ({
    page,
    loginPage: login,
  }) => {
    await login.goto();
    await expect(login.phone).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.signInButton).toBeVisible();
    await expect(login.forgotPassword).toBeVisible();

    await page.goto('/welcome');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(
      page.getByText(
        'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
      ),
    ).toBeVisible();
  });
});

test('the pre-rendered /login is hydrated without a mismatch and signs in', async ({
  page,
  loginPage: login,
  homePage,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react\.dev\/errors/i.test(message.text()))
      errors.push(message.text());
  });
  await login.goto();
  // Answered by React, not by the browser's own form submission.
  await login.signInButton.click();
  await expect(login.phone).toHaveAccessibleDescription('Phone No is required!');
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/imp$/);
  await expect(homePage.markets).toBeVisible();
  expect(errors).toEqual([]);
});

test('before the app code runs, a signed-in player landing on /imp sees the signed-in frame', async ({
  page,
  signIn,
  homePage,
}) => {
  // The app's code never arrives: what shows is the page as the build and its inline script left it.
  await page.route('**/assets/*.js', (route) => route.abort());
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });

  await page.goto('/imp');
  await expect(loading).toBeVisible();
  await expect(page.getByText('Welcome to')).toBeHidden();

  await signIn(DEMO);
  await page.goto('/imp');
  await expect(page.getByRole('banner').getByText(/^Welcome to /)).toBeVisible();
  await expect(homePage.footer).toBeVisible();
  await expect(loading).toBeVisible();
  await expect(homePage.markets).toBeHidden();
});
