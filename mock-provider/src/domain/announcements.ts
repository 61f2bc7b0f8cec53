import type { World } from '../worlds/world';

/** A notification sent to one player (migration 009). */
export interface NotificationRow {
  id: number;
  user_id: number;
  msg: string;
  /** 1 once api-get-notification listed it. */
  seen: number;
  created_at: number;
}

/** A notice to every player, shown from its India date on (migration 009). */
export interface NoticeRow {
  id: number;
  title: string;
  msg: string;
  /** YYYY-MM-DD. */
  date: string;
  created_at: number;
}

/**
 * What the admin tells players: notifications to one player (or to each) and notices to all. The
 * control plane writes them, the provider lists them, the dashboard counts them. It is the one
 * writer of both tables, so the notices showing on a day are counted once and kept until it writes
 * again (the dashboard, polled every 5 s by every player, asks each time).
 */
export function createAnnouncements(world: World) {
  const db = world.db;
  const insertNotification = db.prepare<[number, string, number]>(
    'INSERT INTO notifications (user_id, msg, created_at) VALUES (?, ?, ?)',
  );
  const insertForEach = db.prepare<[string, number]>(
    'INSERT INTO notifications (user_id, msg, created_at) SELECT id, ?, ? FROM users ORDER BY id',
  );
  const notificationById = db.prepare<[number | bigint], NotificationRow>(
    'SELECT * FROM notifications WHERE id = ?',
  );
  const notificationsOf = db.prepare<[number], NotificationRow>(
    'SELECT * FROM notifications WHERE user_id = ? ORDER BY id DESC',
  );
  const markSeen = db.prepare<[number]>(
    'UPDATE notifications SET seen = 1 WHERE user_id = ? AND seen = 0',
  );
  const unseen = db
    .prepare<[number], number>('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND seen = 0')
    .pluck();
  const insertNotice = db.prepare<[string, string, string, number]>(
    'INSERT INTO notices (title, msg, date, created_at) VALUES (?, ?, ?, ?)',
  );
  const noticeById = db.prepare<[number | bigint], NoticeRow>('SELECT * FROM notices WHERE id = ?');
  const allNotices = db.prepare<[], NoticeRow>('SELECT * FROM notices ORDER BY id DESC');
  const noticesShowing = db.prepare<[string], NoticeRow>(
    'SELECT * FROM notices WHERE date <= ? ORDER BY id DESC',
  );
  const clearNotices = db.prepare('DELETE FROM notices');

  /** Moves on every write of notices: what the dashboard's kept answer compares. */
  let noticesVersion = 0;
  /** The count of the notices showing, for the day it was counted on; dropped on every write. */
  let counted: { day: string; count: number } | undefined;
  const noticesChanged = () => {
    // Stryker disable next-line AssignmentOperator: counting down, it moves on as well.
    noticesVersion += 1;
    counted = undefined;
  };

  return {
    send(userId: number, msg: string): NotificationRow {
      const { lastInsertRowid } = insertNotification.run(userId, msg, world.clock.now());
      return notificationById.get(lastInsertRowid)!;
    },
    /** The same notification to every player; how many were sent. */
    sendToEach: (msg: string): number => insertForEach.run(msg, world.clock.now()).changes,
    /** A player's notifications, newest first, seen ones too. */
    notificationsOf: (userId: number): NotificationRow[] => notificationsOf.all(userId),
    markSeen(userId: number): void {
      markSeen.run(userId);
    },
    unseenCount: (userId: number): number => unseen.get(userId) ?? 0,

    addNotice(title: string, msg: string, date: string): NoticeRow {
      const { lastInsertRowid } = insertNotice.run(title, msg, date, world.clock.now());
      noticesChanged();
      return noticeById.get(lastInsertRowid)!;
    },
    /** Every notice, newest first, those of later days too. */
    notices: (): NoticeRow[] => allNotices.all(),
    /** The notices showing on `day` (YYYY-MM-DD): dated that day or before, newest first. */
    noticesOn: (day: string): NoticeRow[] => noticesShowing.all(day),
    noticeCountOn(day: string): number {
      // Stryker disable next-line ConditionalExpression: counting every time, the count is the same; this spares the read.
      if (counted?.day !== day) counted = { day, count: noticesShowing.all(day).length };
      return counted.count;
    },
    clearNotices(): number {
      noticesChanged();
      return clearNotices.run().changes;
    },
    // Stryker disable next-line ArrowFunction: see the dashboard's comparison (dashboard.ts).
    noticesVersion: (): number => noticesVersion,
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
export function announcementsOf(world: World) {
  return world.service(createAnnouncements);
}
