import { Type } from 'typebox';
import { DateKey, Instant, ok, verbs } from './common';

const MobileParams = Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 20 }) });
const Message = Type.String({ minLength: 1, maxLength: 1000, description: 'The text shown' });

export const Notification = Type.Object({
  id: Type.Integer(),
  mobile: Type.String(),
  msg: Type.String(),
  seen: Type.Boolean({ description: 'Listed by the player (api-get-notification)' }),
  created_at: Instant,
});
export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  msg: Type.String(),
  date: Type.String({ description: 'The India date it shows from, YYYY-MM-DD' }),
  created_at: Instant,
});

const NotificationBody = Type.Object({ msg: Message }, { additionalProperties: false });
const NoticeBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    msg: Message,
    date: Type.Optional({
      ...DateKey,
      description: 'Shown from this India date on; default today',
    }),
  },
  { additionalProperties: false },
);

/** What the admin panel tells players: notifications to one player or each, notices to all. */
export const ANNOUNCEMENT_VERBS = verbs('control: announcements', {
  'POST /players/:mobile/notifications': {
    summary: "Send a notification to a player (api-get-notification, the dashboard's count)",
    params: MobileParams,
    body: NotificationBody,
    answer: ok({ notification: Notification }),
  },
  'GET /players/:mobile/notifications': {
    summary: "A player's notifications, newest first, with whether they were listed",
    params: MobileParams,
    answer: ok({ notifications: Type.Array(Notification) }),
  },
  'POST /notifications': {
    summary: 'Send the same notification to every player',
    body: NotificationBody,
    answer: ok({ sent: Type.Integer({ description: 'How many players got it' }) }),
  },
  'POST /notices': {
    summary: "Add a notice for every player (api-get-notice, the dashboard's count)",
    body: NoticeBody,
    answer: ok({ notice: Notice }),
  },
  'GET /notices': {
    summary: 'Every notice, newest first, those of later days too',
    answer: ok({ notices: Type.Array(Notice) }),
  },
  'DELETE /notices': {
    summary: 'Remove every notice',
    answer: ok({ removed: Type.Integer() }),
  },
});
