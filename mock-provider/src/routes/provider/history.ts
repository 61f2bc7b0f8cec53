import {
  BID_HISTORY_PATH,
  MARKET_KINDS,
  MSG,
  TRANSACTION_TYPE,
  WIN_HISTORY_PATH,
} from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { devicesOf } from '../../domain/player/devices';
import { fundsOf } from '../../domain/player/funds';
import { historyOf, parseRange } from '../../domain/player/history';
import { profileRules, settingsOf } from '../../domain/settings';
import { enforces } from '../../domain/strict-notes';
import type { World } from '../../worlds/world';
import { defineEndpoint } from './define';
import { bidHistoryAnswer } from '../../domain/player/bid-history-answer';

/** A history filter's dates, read as the world's profile reads them (strict: M/D/YYYY only). */
function rangeOf(world: World, from: string, to: string) {
  const now = world.clock.now();
  const strict = parseRange(from, to, now, true);
  if ('msg' in strict && enforces(world, 'strictDateFilters', strict.msg)) return strict;
  return profileRules(world).strictDateFilters ? strict : parseRange(from, to, now, false);
}

/**
 * The histories. As the real server answers them, a list with rows is `status: true`, an empty one
 * `status: false` with its "... Data Not Available" message and the empty list.
 */
export function registerHistory(app: FastifyInstance): void {
  for (const kind of MARKET_KINDS) {
    defineEndpoint(app, BID_HISTORY_PATH[kind], ({ body, world, user }) => {
      const range = rangeOf(world, body.bid_from, body.bid_to);
      if ('msg' in range) return { status: false, msg: range.msg };
      const bid_data = historyOf(world).bids(user, kind, range.from, range.to);
      return bid_data.length > 0
        ? bidHistoryAnswer(bid_data)
        : { status: false, msg: MSG.BID_HISTORY_EMPTY, bid_data: [] };
    });
    defineEndpoint(app, WIN_HISTORY_PATH[kind], ({ body, world, user }) => {
      const range = rangeOf(world, body.date_from, body.date_to);
      if ('msg' in range) return { status: false, msg: range.msg };
      const win_data = historyOf(world).wins(user, kind, range.from, range.to);
      // Gali's rows go under bid_data too: what public clients of the real server read.
      const rows = kind === 'gali' ? { win_data, bid_data: win_data } : { win_data };
      return win_data.length > 0
        ? { status: true, msg: MSG.WIN_HISTORY, ...rows }
        : { status: false, msg: MSG.WIN_HISTORY_EMPTY, ...rows };
    });
  }

  defineEndpoint(app, 'api-wallet-transaction-history', ({ world, user }) => {
    const history = historyOf(world).transactions(user);
    const settings = settingsOf(world).all();
    const fields = {
      in_history: history.filter((t) => t.transaction_type === TRANSACTION_TYPE.CREDIT),
      out_history: history.filter((t) => t.transaction_type !== TRANSACTION_TYPE.CREDIT),
      wallet_amt: String(user.wallet),
      hold_amt: String(fundsOf(world).heldAmount(user)),
      withdraw_open_time: settings.withdrawOpenTime,
      withdraw_close_time: settings.withdrawCloseTime,
      // The real server lists the player's devices here too: SMG signs out unless its own is listed.
      device_result: devicesOf(world).of(user.id),
    };
    return history.length > 0
      ? { status: true, msg: MSG.PASSBOOK, transaction_history: history, ...fields }
      : {
          status: false,
          msg: MSG.PASSBOOK_EMPTY,
          transaction_history: [],
          ...fields,
          in_history: [],
          out_history: [],
        };
  });

  defineEndpoint(app, 'api-user-withdraw-transaction-history', ({ world, user }) => {
    const withdrawdata = historyOf(world).withdrawals(user);
    const settings = settingsOf(world).all();
    const fields = {
      last_request_status: withdrawdata[0]?.request_status ?? '',
      withdraw_open_time: settings.withdrawOpenTime,
      withdraw_close_time: settings.withdrawCloseTime,
      wallet_amt: String(user.wallet),
    };
    return withdrawdata.length > 0
      ? { status: true, msg: MSG.WITHDRAW_HISTORY, withdrawdata, ...fields }
      : { status: false, msg: MSG.WITHDRAW_HISTORY_EMPTY, withdrawdata: [], ...fields };
  });
}
