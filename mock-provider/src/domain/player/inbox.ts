import {
  CONTENT_MSG,
  formatInsertTime,
  formatListDate,
  indiaDateKey,
  type ResponseOf,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { announcementsOf } from '../announcements';
import { settingsOf } from '../settings';
import { isNobody, type Player } from '../users';

/**
 * What a player reads of the admin's announcements: their notifications (listing them marks them
 * seen, as the real server does: the dashboard's count drops, the list keeps them) and the
 * notices showing today.
 */
export function createInbox(world: World) {
  const announcements = announcementsOf(world);
  return {
    notifications(user: Player): ResponseOf<'api-get-notification'> {
      const rows = isNobody(user) ? [] : announcements.notificationsOf(user.id);
      if (!rows.length)
        return { status: false, msg: CONTENT_MSG.NOTIFICATIONS_EMPTY, notification: [] };
      announcements.markSeen(user.id);
      return {
        status: true,
        msg: CONTENT_MSG.NOTIFICATIONS,
        notification: rows.map((row) => ({
          msg: row.msg,
          insert_date: formatInsertTime(row.created_at),
        })),
      };
    },

    notices(): ResponseOf<'api-get-notice'> {
      const rows = announcements.noticesOn(indiaDateKey(world.clock.now()));
      const mobile_no = settingsOf(world).get('support').mobile_no;
      if (!rows.length)
        return { status: false, msg: CONTENT_MSG.NOTICES_EMPTY, notices: [], mobile_no };
      return {
        status: true,
        msg: CONTENT_MSG.NOTICES,
        notices: rows.map((row) => ({
          notice_title: row.title,
          notice_msg: row.msg,
          notice_date: formatListDate(row.date),
          insert_date: formatInsertTime(row.created_at),
        })),
        mobile_no,
      };
    },
  };
}

export function inboxOf(world: World) {
  return world.service(createInbox);
}
