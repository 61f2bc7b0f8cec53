import { DEMO, expect, test, toast } from '../fixtures/test';

/**
 * A phone set to reduce motion (an accessibility setting) gets motion cut to an instant, but a
 * toast's timer is its progress bar's animation: cut with the rest, every message closed the
 * moment it opened. Here the bar keeps its length (the account toasts' 5 s) and is not shown.
 */
test.use({ reducedMotion: 'reduce' });

test('with reduced motion, a message stays for its time, its progress bar hidden', async ({
  page,
  loginPage: login,
}) => {
  await login.goto();
  await login.signIn(DEMO.mobile, 'wrong-password');
  const shown = toast(page, 'User Not Registered');
  await expect(shown).toBeVisible();
  const bar = page.locator('.Toastify__progress-bar');
  await expect(bar).toHaveCSS('animation-duration', '5s');
  await expect(bar).toHaveCSS('opacity', '0');
  await expect(shown).toBeVisible();
});
