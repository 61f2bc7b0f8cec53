import {
  GAME_STATUS_MSG,
  MARKET_STATUS,
  MINIMUM_POINTS,
  formatNewDate,
  formatWeekdayDate,
  hasTimePassed,
  indiaDateKey,
  indiaParts,
  parseClockTime,
  type ActiveInactiveRow,
  type DeviceRow,
  type Id,
  type MarketKind,
  type SuccessOf,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { MAX_BALANCE } from '../../contract/limits';
import { isDeclared, marketsOf, type Market } from '../markets';
import { displayedTimes } from '../schedule';
import { settingsOf } from '../settings';
import { isNobody, type Player } from '../users';
import { devicesOf } from './devices';

/** A game-status answer: open (status true), closed (no status), or `{}` for an unknown game. */
type SlotStatus =
  | { status: true; msg: typeof GAME_STATUS_MSG.OPEN; game_status: 1 }
  | { msg: typeof GAME_STATUS_MSG.CLOSED; game_status: 2 }
  | Record<string, never>;

const OPEN = { status: true, msg: GAME_STATUS_MSG.OPEN, game_status: 1 } as const;
const CLOSED = { msg: GAME_STATUS_MSG.CLOSED, game_status: 2 } as const;

/** A game id as clients send it ("12" or 12); anything else names no game. */
const gameIdOf = (id: Id): number | undefined => {
  const text = String(id).trim();
  // Stryker disable next-line Regex: a text not all digits, or too long, is no market's id either way.
  return /^[0-9]{1,15}$/.test(text) ? Number(text) : undefined;
};

/** Seconds between now and a time of today, either way, as PHP's DateTime::diff counts them. */
function secondsTo(now: number, minutes: number): number {
  const { minutes: nowMinutes, seconds } = indiaParts(now);
  return Math.abs(nowMinutes * 60 + seconds - (minutes % 1440) * 60);
}

/**
 * What a bid screen asks around a submission: the day's date and limits, and whether a game
 * takes bids now. The real server looks only at the clock (a game is closed from its open time,
 * or on a day it does not play); the simulator also closes a session whose result is declared,
 * as its bid checks refuse any bid on it (markets.ts, declaredResultRefusal).
 */
export function createGameStatus(world: World) {
  const markets = marketsOf(world);
  const gameOf = (id: Id, kind: MarketKind): Market | undefined => {
    const n = gameIdOf(id);
    // Stryker disable next-line ConditionalExpression: no market has an undefined id; this narrows the type.
    const market = n === undefined ? undefined : markets.byId(n);
    return market?.kind === kind ? market : undefined;
  };
  /** Whether today's session is declared: the open result (or any) closes it to bids. */
  const declared = (market: Market, date: string): boolean =>
    isDeclared(markets.result(market.id, date));
  /** Until today's open time, on a day the game plays, with nothing declared. */
  const takesOpenBids = (market: Market, now: number): boolean => {
    const play = markets.play(market, now);
    return (
      play !== undefined &&
      !hasTimePassed(play.openTime, now) &&
      !declared(market, play.session.date)
    );
  };
  /** Main: until today's close time, the close result not declared; else as takesOpenBids. */
  const running = (market: Market, now: number): boolean => {
    if (market.kind !== 'main') return takesOpenBids(market, now);
    const play = markets.play(market, now);
    return (
      play !== undefined &&
      now < play.closeAt &&
      !markets.result(market.id, play.session.date)?.close_pana
    );
  };
  const devices = (user: Player): DeviceRow[] =>
    isNobody(user) ? [] : devicesOf(world).of(user.id);

  return {
    /** `api-get-current-date`: no msg; the wallet only for a token a player holds. */
    currentDate(user: Player, gameId: Id): SuccessOf<'api-get-current-date'> {
      const now = world.clock.now();
      const settings = settingsOf(world).all();
      const today = indiaDateKey(now);
      // The real server reads its main-games table: any other game has no times (0).
      const market = gameOf(gameId, 'main');
      const times = market && displayedTimes(now, market.schedule);
      const duration = (time: string | undefined) => {
        const minutes = time === undefined ? undefined : parseClockTime(time);
        return minutes === undefined ? 0 : (secondsTo(now, minutes) - 60) * 1000;
      };
      return {
        status: true,
        ...(!isNobody(user) && { wallet_amt: String(user.wallet) }),
        min_bid_amount: String(MINIMUM_POINTS),
        // No per-bid maximum here: a bid is bounded by the largest balance.
        max_bid_amount: String(MAX_BALANCE),
        min_deposite: String(settings.minDeposit),
        max_deposite: String(settings.maxDeposit),
        min_withdrawal: String(settings.minWithdrawal),
        max_withdrawal: String(settings.maxWithdrawal),
        min_transfer: String(settings.minTransfer),
        max_transfer: String(settings.maxTransfer),
        date: formatWeekdayDate(today),
        new_date: formatNewDate(today),
        open_duration: duration(times?.open),
        close_duration: duration(times?.close),
      };
    },

    /** `api-check-game-status`: a main market's open session, and always the devices. */
    mainStatus(user: Player, gameId: Id) {
      const market = gameOf(gameId, 'main');
      const device_result = devices(user);
      if (!market) return { device_result };
      return {
        ...(takesOpenBids(market, world.clock.now()) ? OPEN : CLOSED),
        device_result,
      };
    },

    /** The Starline and Gali status calls: `{}` for a game that is not of the kind. */
    slotStatus(kind: 'starline' | 'gali', gameId: Id): SlotStatus {
      const market = gameOf(gameId, kind);
      if (!market) return {};
      return takesOpenBids(market, world.clock.now()) ? OPEN : CLOSED;
    },

    /** The active-inactive calls: the game as one row (none for an unknown game). */
    activeRows(kind: MarketKind, gameId: Id): ActiveInactiveRow[] {
      const market = gameOf(gameId, kind);
      if (!market) return [];
      const now = world.clock.now();
      const { open, close } = displayedTimes(now, market.schedule);
      const yes = running(market, now);
      return [
        {
          open_time: open,
          close_time: close,
          msg: yes ? GAME_STATUS_MSG.RUNNING : GAME_STATUS_MSG.ROW_CLOSED,
          game_status: yes ? MARKET_STATUS.RUNNING : MARKET_STATUS.CLOSED,
          status: yes,
        },
      ];
    },
  };
}

export function gameStatusOf(world: World) {
  return world.service(createGameStatus);
}
