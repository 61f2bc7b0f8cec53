import {
  HEADLINE_ID,
  HEADLINE_STATUS,
  MSG,
  WITHDRAW_STATUS,
  formatListDate,
  indiaDateKey,
  isDateKey,
  isWithinWindow,
  type DeviceRow,
  type MainMarket,
  type ResponseOf,
} from '@panna/shared';
import { JsonText } from '../../json-text';
import type { World } from '../../worlds/world';
import { announcementsOf } from '../announcements';
import type { Settings } from '../settings';
import { isNobody, type Player } from '../users';
import { settingsOf } from '../settings';
import { devicesOf } from './devices';

type DashboardAnswer = ResponseOf<'api-get-dashboard-data'>;

/** Fields of the real dashboard the simulator has no use for, at the values a plain app has. */
const APP_FIELDS = {
  app_link: '',
  share_msg: '',
  app_maintainence_msg: '',
  maintainence_msg_status: '0',
} as const;

/** A player's referral code: "PN" and their id in base 36, six characters in all. */
const referralCode = (player: Player): string =>
  isNobody(player) ? '' : `PN${player.id.toString(36).toUpperCase().padStart(4, '0')}`;

/** What the dashboard reads of a player beyond their row: read once per player row. */
interface PlayerExtras {
  devices: DeviceRow[];
  unseen: number;
}
const NOBODY_EXTRAS: PlayerExtras = { devices: [], unseen: 0 };

/** The app-version row (its update pop-up) as the real server answers it, from the setting. */
function versionFields(version: Settings['appVersion']) {
  return {
    user_current_version: version.user_current_version,
    user_minimum_version: version.user_minimum_version,
    pop_status: version.pop_status,
    message: version.message,
    link: version.link,
    link_btn_text: version.link_btn_text,
    action_type: version.action_type,
    action_btn_text: version.action_btn_text,
    app_date: isDateKey(version.app_date) ? formatListDate(version.app_date) : '',
  };
}

/** The home headline, when shown, is the running text the Android apps call the marquee. */
function marquee(headlines: Settings['headlines']): string {
  const home = headlines[String(HEADLINE_ID.HOME)];
  // Stryker disable next-line OptionalChaining: the settings' schema requires every headline id.
  return home?.status === HEADLINE_STATUS.SHOW ? home.notes : '';
}

/**
 * The dashboard: the player's wallet, switches and devices, the support contacts, the counts and
 * the main list. It is polled every 5 s by every player, so its JSON is kept per player row,
 * settings, main list and notices. The player row, the settings and the list are kept
 * objects, replaced when anything they hold changes (the player row on any write to the database,
 * so a login that lists a device, a device's switch or a notification gives a new one; the list
 * every second), so an unchanged set means the same answer. The player's devices and unseen
 * notifications are read once per player row, not per call.
 */
export function createDashboard(world: World) {
  const announcements = announcementsOf(world);
  const texts = new WeakMap<
    Player,
    {
      settings: Settings;
      result: MainMarket[];
      noticesVersion: number;
      extras: PlayerExtras;
      text: JsonText<DashboardAnswer>;
    }
  >();
  const extrasOf = (user: Player): PlayerExtras =>
    isNobody(user)
      ? NOBODY_EXTRAS
      : { devices: devicesOf(world).of(user.id), unseen: announcements.unseenCount(user.id) };

  return {
    answer(user: Player, result: MainMarket[]): JsonText<DashboardAnswer> {
      const settings = settingsOf(world).all();
      const noticesVersion = announcements.noticesVersion();
      const kept = texts.get(user);
      // A new day brings a new list, so the notices showing are counted again then.
      if (
        kept?.settings === settings &&
        kept.result === result &&
        // Stryker disable next-line ConditionalExpression,EqualityOperator: a notice is a database write, after which the player's row is a new object (users.ts) and nothing is kept; this holds should that change.
        kept.noticesVersion === noticesVersion
      )
        return kept.text;
      const now = world.clock.now();
      const extras = kept?.extras ?? extrasOf(user);
      const known = !isNobody(user);
      const withdrawOpen =
        settings.withdrawStatus === '1' &&
        isWithinWindow(settings.withdrawOpenTime, settings.withdrawCloseTime, now);
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
          ...versionFields(settings.appVersion),
          app_marquee_msg: marquee(settings.headlines),
          global_batting_status: settings.globalBettingStatus,
          notice_count: announcements.noticeCountOn(indiaDateKey(now)),
          notification_count: extras.unseen,
          device_result: extras.devices,
          result,
        } satisfies DashboardAnswer),
      );
      texts.set(user, { settings, result, noticesVersion, extras, text });
      return text;
    },
  };
}

export function dashboardOf(world: World) {
  return world.service(createDashboard);
}
