import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths, urlOf } from '../fixtures/paths';
import { DEMO, at, expect, test } from '../fixtures/test';

/**
 * Issue #28: a shared link to a signed-in screen, opened signed out, goes to /login, and signing
 * in (or registering) lands where it pointed, its market with it.
 */

test('a shared bid link, opened signed out, is where the player lands after signing in', async ({
  page,
  sim,
  clock,
  loginPage: login,
  bidPage: bid,
}) => {
  await clock.start(at('10:00'));
  const market = await sim.market(DEMO_MARKETS.main.name);
  const link = paths.bidScreen('single-digit', market.id);
  await page.goto(link);
  await expect(page).toHaveURL(urlOf(paths.login));
  await login.signIn(DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { name: 'Single Digit' })).toBeVisible();
  await expect(bid.proceedButton).toBeEnabled();

  // Once there, the link is spent: the next sign-in lands on the home screen.
  await page.evaluate(() => localStorage.removeItem('userCredentials'));
  await page.goto(paths.login);
  await login.signIn(DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(urlOf(paths.home));
});

test('a shared link, opened signed out, is where a new player lands after registering', async ({
  page,
  sim,
  clock,
  loginPage: login,
  registerPage: register,
  otpPage: otp,
}) => {
  await clock.start(at('10:00'));
  const market = await sim.market(DEMO_MARKETS.gali.name);
  const link = paths.menuScreen('gali', market.id);
  await page.goto(link);
  await expect(page).toHaveURL(urlOf(paths.login));
  await login.register.click();
  const mobile = '9123456782';
  await register.register({ username: 'Ravi Shinde', mobile, password: 'secret99' });
  await expect(page).toHaveURL(urlOf(paths.registerOtp));
  await otp.enter(await sim.latestOtp(mobile));
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.name);
});
