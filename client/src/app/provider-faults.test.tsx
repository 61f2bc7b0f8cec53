/**
 * The network failing or answering junk leaves the app usable: each fault the control plane can
 * inject on sign-in gives the spec's message, and the next try (the fault spent) goes through.
 * The markets list the same way with junk for an answer. The other families are covered beside
 * their features with control-plane faults: bids (features/bids/bid-entry.test.tsx, a refused
 * submit, SUBMIT usable again, then a good one), funds (features/funds/*.test.tsx) and history
 * (features/history/passbook.test.tsx and the other history tests).
 */
import { LOGIN_MESSAGES } from '@panna/shared/validation';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { injectFault } from '../test/provider-tools';
import { expectPath, typist } from '../test/helpers';
import { renderApp } from '../test/render-app';
import { DEMO, openSandbox } from '../test/sandbox';

describe('sign-in under provider faults', () => {
  it.for([
    { kind: 'http_500' },
    { kind: 'drop' },
    { kind: 'not_json', text: '<html>Bad gateway</html>' },
    { kind: 'status_false', msg: 'Server busy' },
  ])('$kind: the spec message, then a normal sign-in', async (fault) => {
    const sandbox = await openSandbox();
    await injectFault(sandbox, 'api-user-login', { ...fault, times: 1 });
    const view = renderApp('/login');
    const user = typist();
    await user.type(await screen.findByLabelText('Phone Number'), DEMO.player.mobile);
    await user.type(screen.getByLabelText('Password'), DEMO.player.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(LOGIN_MESSAGES.notRegistered)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    // Still usable: the same form signs in once the fault is spent (its button back from
    // "Signing in...": on a loaded machine the message can show a moment before it is).
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await expectPath(view, '/imp');
  });
});

describe('markets under provider faults', () => {
  it('junk for the dashboard: the list says so, the page stays usable, and recovers', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-get-dashboard-data', {
      kind: 'not_json',
      text: '<h1>502</h1>',
    });
    renderApp('/imp');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /starline/i })).toBeInTheDocument();
    await fetch(`${sandbox.host}/__sim/faults`, { method: 'DELETE' });
    // The next poll (every 5 s) brings the markets back.
    expect(await screen.findByText('KALYAN', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 40_000);
});
