import { MSG, type WinRecord } from '@panna/shared/protocol';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { mondayAt, openSandbox } from '../../test/sandbox';
import { answerWith } from '../../test/provider-tools';

const WIN: WinRecord = {
  amount: '950',
  transaction_type: '1',
  transaction_note: 'Win: DISAWAR Jodi Digit 42 (Open)',
  amount_status: '13',
  tx_request_number: '1000031',
  wining_date: '01 July 24 05:02',
  game_name: 'DISAWAR',
  pana: 'Jodi Digit',
  session: 'Open',
  digits: '42',
  closedigits: '',
};

afterEach(() => {
  vi.restoreAllMocks();
});

// The sibling deployment's script answers win_data; public clients of this deployment read
// bid_data; the simulator answers both. The screen shows the rows under either.
it.each([
  ['win_data', { win_data: [WIN] }],
  ['bid_data', { bid_data: [WIN] }],
])('/impwin shows the Gali wins answered under %s', async (_key, rows) => {
  const sandbox = await openSandbox(mondayAt(13));
  await sandbox.signIn();
  answerWith('api-galidisawar-wining-history-data', {
    status: true,
    msg: MSG.WIN_HISTORY,
    ...rows,
  });
  renderApp('/impwin');
  const [card] = await screen.findAllByRole('article');
  expect(card).toHaveTextContent('DISAWAR');
  expect(card).toHaveTextContent('Jodi Digit');
});
