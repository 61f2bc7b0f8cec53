import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';

it('/histories lists the eight histories with their targets', async () => {
  const sandbox = await openSandbox();
  await sandbox.signIn();
  renderApp('/histories');
  const menu = within(await screen.findByRole('navigation', { name: 'Histories' }));
  const links = menu.getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Deposit History', '/AddFundHistory'],
    ['Wallet History', '/transaction'],
    ['Main Bid-History', '/imp4'],
    ['Main Win-History', '/imp3'],
    ['Starline Bid-History', '/imp5'],
    ['Starline Win-History', '/imp6'],
    ['Gali Bid-History', '/impbid'],
    ['Gali Win-History', '/impwin'],
  ]);
});
