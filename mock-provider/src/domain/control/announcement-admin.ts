import { indiaDateKey, isDateKey } from '@panna/shared';
import type { World } from '../../worlds/world';
import { announcementsOf, type NoticeRow, type NotificationRow } from '../announcements';
import { badRequest, notFound } from '../../contract/control-error';
import { usersOf, type UserRow } from '../users';
import { PLAYER_MESSAGES } from './player-admin';

export const ANNOUNCEMENT_MESSAGES = {
  blank: (field: string) => `${field} must not be blank`,
  badDate: (date: string) => `date must be a real date (YYYY-MM-DD), not ${date}`,
} as const;

/** A notification as the control plane lists it: whose, and whether they have listed it. */
export interface NotificationView {
  id: number;
  mobile: string;
  msg: string;
  seen: boolean;
  created_at: number;
}

/** A notice as the control plane lists it. */
export type NoticeView = Pick<NoticeRow, 'id' | 'title' | 'msg' | 'date' | 'created_at'>;

const text = (field: string, value: string): string => {
  if (!value.trim()) throw badRequest(ANNOUNCEMENT_MESSAGES.blank(field));
  return value;
};

const noticeView = ({ id, title, msg, date, created_at }: NoticeRow): NoticeView => ({
  id,
  title,
  msg,
  date,
  created_at,
});

/** What QA tells players, as the admin panel would: notifications and notices. */
export function createAnnouncementAdmin(world: World) {
  const announcements = announcementsOf(world);
  const player = (mobile: string): UserRow => {
    const user = usersOf(world).byMobile(mobile);
    if (!user) throw notFound(PLAYER_MESSAGES.unknown(mobile));
    return user;
  };
  const view = (row: NotificationRow, mobile: string): NotificationView => ({
    id: row.id,
    mobile,
    msg: row.msg,
    seen: row.seen === 1,
    created_at: row.created_at,
  });
  return {
    send(mobile: string, msg: string): NotificationView {
      const user = player(mobile);
      return view(announcements.send(user.id, text('msg', msg)), user.mobile);
    },
    sendToEach: (msg: string): number => announcements.sendToEach(text('msg', msg)),
    notificationsOf(mobile: string): NotificationView[] {
      const user = player(mobile);
      return announcements.notificationsOf(user.id).map((row) => view(row, user.mobile));
    },
    /** A notice shown from `date` (default today, India time). */
    addNotice(title: string, msg: string, date?: string): NoticeView {
      const day = date ?? indiaDateKey(world.clock.now());
      if (!isDateKey(day)) throw badRequest(ANNOUNCEMENT_MESSAGES.badDate(day));
      return noticeView(announcements.addNotice(text('title', title), text('msg', msg), day));
    },
    notices: (): NoticeView[] => announcements.notices().map(noticeView),
    clearNotices: (): number => announcements.clearNotices(),
  };
}

export function announcementAdminOf(world: World) {
  return world.service(createAnnouncementAdmin);
}
