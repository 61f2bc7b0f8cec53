import type { FastifyInstance } from 'fastify';
import {
  announcementAdminOf,
  type NoticeView,
  type NotificationView,
} from '../../domain/control/announcement-admin';
import { defineVerb } from './define-verb';
import { iso } from '../../contract/instants';

const notification = (row: NotificationView) => ({ ...row, created_at: iso(row.created_at) });
const notice = (row: NoticeView) => ({ ...row, created_at: iso(row.created_at) });

/** Notifications to players and notices to all, as the admin panel sends them. */
export function registerAnnouncementControl(app: FastifyInstance): void {
  defineVerb(app, 'POST /players/:mobile/notifications', async (request) => ({
    status: true as const,
    notification: notification(
      announcementAdminOf(request.world).send(request.params.mobile, request.body.msg),
    ),
  }));

  defineVerb(app, 'GET /players/:mobile/notifications', async (request) => ({
    status: true as const,
    notifications: announcementAdminOf(request.world)
      .notificationsOf(request.params.mobile)
      .map(notification),
  }));

  defineVerb(app, 'POST /notifications', async (request) => ({
    status: true as const,
    sent: announcementAdminOf(request.world).sendToEach(request.body.msg),
  }));

  defineVerb(app, 'POST /notices', async (request) => {
    const { title, msg, date } = request.body;
    return {
      status: true as const,
      notice: notice(announcementAdminOf(request.world).addNotice(title, msg, date)),
    };
  });

  defineVerb(app, 'GET /notices', async (request) => ({
    status: true as const,
    notices: announcementAdminOf(request.world).notices().map(notice),
  }));

  defineVerb(app, 'DELETE /notices', async (request) => ({
    status: true as const,
    removed: announcementAdminOf(request.world).clearNotices(),
  }));
}
