/**
 * Server text is never executed: headlines, fund rules and How To Play carrying a script and an
 * image with an onerror handler show as text (or sanitised markup) on every screen that shows them.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { patchSettings } from '../test/provider-tools';
import { renderApp } from '../test/render-app';
import { openSandbox } from '../test/sandbox';

declare global {
  interface Window {
    serverTextRan?: number;
  }
}

const ATTACK =
  '<script>window.serverTextRan = 1</script><img src="x" onerror="window.serverTextRan = 2" alt="evil">';

afterEach(() => {
  delete window.serverTextRan;
});

/** Nothing executable reached the page, and firing the image errors runs nothing. */
function expectInert(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror], [onload], [onclick]')).toBeNull();
  for (const image of container.querySelectorAll('img')) image.dispatchEvent(new Event('error'));
  expect(window.serverTextRan).toBeUndefined();
}

describe('hostile provider text', () => {
  it.for([
    [
      'home headline',
      '/imp',
      { headlines: { '1': { status: '1', notes: `Home news ${ATTACK}` } } },
    ],
    [
      'add funds headline',
      '/addfund',
      { headlines: { '2': { status: '1', notes: `Funds news ${ATTACK}` } } },
    ],
    ['deposit rules', '/depositrule', { rules: { deposit: `Deposit rule ${ATTACK}` } }],
    ['withdraw rules', '/withdrawrule', { rules: { withdrawal: `Withdraw rule ${ATTACK}` } }],
  ] as const)('%s (%s) shows the markup as plain text', async ([, path, patch]) => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await patchSettings(sandbox, patch);
    const view = renderApp(path);
    // The text arrives with its tags as characters, not as elements.
    const shown = await screen.findAllByText(
      /<script>window\.serverTextRan = 1<\/script>/,
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect(shown.length).toBeGreaterThan(0);
    expectInert(view.container);
  });

  it('How To Play keeps safe markup and drops the script and the handler', async () => {
    const sandbox = await openSandbox();
    await patchSettings(sandbox, {
      howToPlay: {
        html: `<p>1. <b>Safe</b> step</p>${ATTACK}`,
        videoLink: 'https://example.invalid/v',
      },
    });
    const view = renderApp('/htp');
    await waitFor(() => expect(view.container.querySelector('b')?.textContent).toBe('Safe'));
    expectInert(view.container);
  });
});
