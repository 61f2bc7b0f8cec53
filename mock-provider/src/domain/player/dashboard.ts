import {
  MSG,
  WITHDRAW_STATUS,
  isWithinWindow,
  type MainMarket,
  type ResponseOf,
} from '@panna/shared';
import { JsonText } from '../../json-text';
import type { World } from '../../worlds/world';
import type { Settings } from '../settings';
import { isNobody, type Player } from '../users';
import { settingsOf } from '../settings';

type DashboardAnswer = ResponseOf<'api-get-dashboard-data'>;

/** Fields of the real dashboard the simulator has no use for, at the values a plain app has. */
const APP_FIELDS = {
  app_link: '',
  share_msg: '',
  app_maintainence_msg: '',
  maintainence_msg_status: '0',
  user_current_version: '1',
  user_minimum_version: '1',
  notice_count: 0,
  notification_count: 0,
} as const;

/** A player's referral code: "PN" and their id in base 36, six characters in all. */
const referralCode = (player: Player): string =>
  isNobody(player) ? '' : `PN${player.id.toString(36).toUpperCase().padStart(4, '0')}`;

/**
 * The dashboard: the player's wallet and switches, the support contacts and the main list. It is
 * polled every 5 s by every player, so its JSON is kept per player row, settings and main list.
 * All three are kept objects, replaced when anything they hold changes (the player row on any
 * write to the database, the list every second), so an unchanged trio means the same answer.
 */
export function createDashboard(world: World) {
  const texts = new WeakMap<
    Player,
    { settings: Settings; result: MainMarket[]; text: JsonText<DashboardAnswer> }
  >();

  return {
    answer(user: Player, result: MainMarket[]): JsonText<DashboardAnswer> {
      const settings = settingsOf(world).all();
      const kept = texts.get(user);
      if (kept?.settings === settings && kept.result === result) return kept.text;
      const known = !isNobody(user);
      const withdrawOpen =
        settings.withdrawStatus === '1' &&
        isWithinWindow(settings.withdrawOpenTime, settings.withdrawCloseTime, world.clock.now());
      const text = new JsonText<DashboardAnswer>(
        JSON.stringify({
          status: true,
          msg: MSG.SUCCESS,
          // A token no player holds is answered with blank player fields (real profile).
          wallet_amt: known ? String(user.wallet) : '',
          betting_status: user.betting_status,
          user_name: user.name,
          mobile: user.mobile,
          mobile_1: settings.support.mobile_1,
          mobile_no: settings.support.mobile_no,
          telegram_no: settings.support.telegram_no,
          withdraw_status: withdrawOpen ? WITHDRAW_STATUS.OPEN : WITHDRAW_STATUS.CLOSED,
          transfer_point_status: known ? settings.transferPointStatus : '',
          account_block_status: known ? (user.blocked ? '0' : '1') : '',
          referral_code: referralCode(user),
          ...APP_FIELDS,
          result,
        } satisfies DashboardAnswer),
      );
      texts.set(user, { settings, result, text });
      return text;
    },
  };
}

export const dashboardOf = (world: World) => world.service(createDashboard);
