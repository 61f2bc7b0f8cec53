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

/**
 * Issue 42: a first-time visitor whose browser speaks Marathi (or Hindi) sees /login in it from
 * the first paint, never the English screen first; a saved choice wins over the browser's.
 */
test.describe('in the player language from the first paint', () => {
  test.use({ locale: 'mr-IN' });

  test("before the app code runs, /login and /welcome are in the browser's language", async ({
    page,
  }) => {
    // The app's code never arrives: what shows is the build's page and its inline script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'लॉगिन' })).toBeVisible();
    await expect(page.getByText('पासवर्ड विसरलात?')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await page.goto('/welcome');
    await expect(page.getByRole('link', { name: 'लॉगिन' })).toBeVisible();

    // A saved choice wins over the browser's language.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'लॉगिन' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('पासवर्ड भूल गए?')).toBeVisible();
  });

  test('the first frame painted is already Marathi, and the page is hydrated as it is', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|react\.dev\/errors/i.test(message.text()))
        errors.push(message.text());
    });
    // The root's text in the first frame that paints it: an animation frame's callback runs
    // just before that frame is painted.
    await page.addInitScript(() => {
      const look = () => {
        const root = document.getElementById('root');
        const text = root?.textContent ?? '';
        if (!text) return requestAnimationFrame(look);
        const seen = window as unknown as { firstText: string; firstHeading: Element | null };
        seen.firstText = text;
        seen.firstHeading = root!.querySelector('h1');
      };
      requestAnimationFrame(look);
    });
    await page.goto('/login');
    const first = await page.evaluate(() => (window as unknown as { firstText: string }).firstText);
    expect(first).toContain('पासवर्ड');
    expect(first).not.toContain('Password');
    // Hydrated: React answers the button, on the very elements the page painted first (a render
    // from scratch would have replaced them), without a mismatch.
    await page.getByRole('button', { name: 'साइन इन करा' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox').first()).toHaveAccessibleDescription(/.+/);
    expect(
      await page.evaluate(() =>
        document.contains((window as unknown as { firstHeading: Element }).firstHeading),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
