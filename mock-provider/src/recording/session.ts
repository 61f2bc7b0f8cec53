/**
 * One recording as it runs: what it started from (the world's image, clock and faults), the
 * steps written so far and what they touched.
 */
import type { ClockState } from '../clock';
import type { FaultSpec } from '../domain/control/faults';
import type { World } from '../worlds/world';
import {
  comment,
  noTouches,
  playerRef,
  step,
  type Draft,
  type RequestKind,
  type Touches,
} from './drafts';

/** The password a replay's players have: the scenario runner's default. */
export const REPLAY_PASSWORD = 'secret123';

export class RecordingSession {
  readonly drafts: Draft[] = [];
  readonly touched: Touches = noTouches();
  /** Markets, players and requests the recording made (so not pinned): id or mobile. */
  readonly madeMarkets = new Map<number, string>();
  readonly madePlayers = new Set<string>();
  readonly madeRequests = new Set<string>();
  /** Snapshots saved while recording: restoring one replays. */
  readonly savedSnapshots = new Set<string>();
  /** Each player's password in the replay, as the recording changed it (stand-ins, never theirs). */
  private readonly passwords = new Map<string, string>();
  /** The newest ledger row the recording has accounted for. */
  private ledgerSeen: number;
  /** The newest ledger row and requests when it began: its end_state lists only what came after. */
  readonly newestAtStart: { ledger: number; withdrawals: number; deposits: number };

  constructor(
    /** The world's clock when the recording began. */
    readonly clock: ClockState,
    /** The world's database when the recording began, read for the pins when it stops. */
    readonly image: Buffer,
    /** The faults active then, each with the uses it had left. */
    readonly faults: FaultSpec[],
    world: World,
    /** Why it began here: pressed, or started over after a reset or restore. */
    readonly origin: string,
  ) {
    this.ledgerSeen = newestLedgerRow(world);
    // Whole statements per table: SQL text is never assembled from names.
    const newest = (sql: string) => world.db.prepare<[], { id: number | null }>(sql).get()?.id ?? 0;
    this.newestAtStart = {
      ledger: this.ledgerSeen,
      withdrawals: newest('SELECT MAX(id) AS id FROM withdraw_requests'),
      deposits: newest('SELECT MAX(id) AS id FROM deposit_requests'),
    };
  }

  get startedAt(): number {
    return this.clock.now;
  }

  push(...drafts: Draft[]): void {
    this.drafts.push(...drafts);
  }

  note(at: number, text: string): void {
    this.drafts.push(comment(at, text));
  }

  touchPlayer(mobile: string): void {
    if (!this.madePlayers.has(mobile)) this.touched.players.add(mobile);
  }

  touchMarket(id: number): void {
    if (!this.madeMarkets.has(id)) this.touched.markets.add(id);
  }

  touchMarketDate(id: number, date: string): void {
    this.touchMarket(id);
    if (!this.madeMarkets.has(id)) this.touched.marketDates.add(`${id}|${date}`);
  }

  touchRequest(kind: RequestKind, id: number): void {
    const key = `${kind}:${id}`;
    if (!this.madeRequests.has(key)) this.touched.requests.add(key);
  }

  passwordOf(mobile: string): string {
    return this.passwords.get(mobile) ?? REPLAY_PASSWORD;
  }

  /** A new stand-in password for the player (a replay's, never the one they chose). */
  changePassword(mobile: string): { old: string; next: string } {
    const old = this.passwordOf(mobile);
    const next = `${REPLAY_PASSWORD}-${this.drafts.length + 1}`;
    this.passwords.set(mobile, next);
    return { old, next };
  }

  /** After a restore: the ledger's rows are the snapshot's, counted from its newest. */
  forgetLedger(world: World): void {
    this.ledgerSeen = newestLedgerRow(world);
  }

  /**
   * Expects, after the step just written, the balance of every player whose money moved since
   * the last step (the ledger's new rows): what the recorded world had then.
   */
  expectBalances(world: World, at: number): void {
    const moved = world.db
      .prepare<[number], { mobile: string; wallet: number; last: number }>(
        `SELECT u.mobile, u.wallet, MAX(t.id) AS last FROM wallet_transactions t JOIN users u ON u.id = t.user_id
         WHERE t.id > ? GROUP BY u.id ORDER BY MIN(t.id)`,
      )
      .all(this.ledgerSeen);
    for (const { mobile, wallet, last } of moved) {
      this.touchPlayer(mobile);
      this.drafts.push(
        step(at, 'expect', { balance: { player: playerRef(mobile), equals: wallet } }),
      );
      this.ledgerSeen = Math.max(this.ledgerSeen, last);
    }
  }
}

export function newestLedgerRow(world: World): number {
  return (
    world.db
      .prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM wallet_transactions')
      .get()?.id ?? 0
  );
}
