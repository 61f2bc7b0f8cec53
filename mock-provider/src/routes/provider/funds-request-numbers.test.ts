/**
 * A deposit's and a withdrawal's request number is drawn at random among 9 million: one already
 * given is never given again, however the draw falls (the draw is scripted here to repeat).
 */
import { afterEach, describe, expect, vi } from 'vitest';
import { requestNumberDraw } from '../../domain/player/funds';
import { fundsTest as it } from './funds.fixture';

afterEach(() => vi.restoreAllMocks());

/** The next draws of a request number. */
const drawing = (...draws: number[]) => {
  const spy = vi.spyOn(requestNumberDraw, 'next');
  for (const draw of draws) spy.mockReturnValueOnce(draw);
};

describe('a request number drawn again', () => {
  it('is drawn anew for a withdrawal', async ({ world, asPlayer, player, saveGooglePay }) => {
    await saveGooglePay();
    const withdraw = () =>
      asPlayer('api-user-withdraw-fund-request', {
        mobile: player.mobile,
        request_amount: '500',
        payment_method: 2,
      });
    drawing(1234567);
    expect(await withdraw()).toMatchObject({ status: true });
    drawing(1234567, 1234567, 7654321);
    expect(await withdraw()).toMatchObject({ status: true });
    expect(
      world.db.prepare('SELECT request_number FROM withdraw_requests ORDER BY id').all(),
    ).toEqual([{ request_number: '1234567' }, { request_number: '7654321' }]);
  });

  it('is drawn anew for a deposit', async ({ world, asPlayer }) => {
    drawing(1234567);
    expect(await asPlayer('api-fund-request-add', { request_amount: '250' })).toMatchObject({
      status: true,
    });
    drawing(1234567, 7654321);
    expect(await asPlayer('api-fund-request-add', { request_amount: '300' })).toMatchObject({
      status: true,
    });
    expect(
      world.db.prepare('SELECT tx_request_number FROM deposit_requests ORDER BY id').all(),
    ).toEqual([{ tx_request_number: '1234567' }, { tx_request_number: '7654321' }]);
  });
});
