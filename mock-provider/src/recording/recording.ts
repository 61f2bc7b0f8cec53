/**
 * Recording a world: from `start` until `stop`, every change to it is written down as a scenario
 * step, whatever made it (a control call, a player's provider call, auto-results), with what it
 * answered and the balances it moved; `stop` answers the scenario file, which replays the same
 * day in a fresh world made at any hour (pins.ts, render.ts).
 */
import { conflict } from '../contract/control-error';
import { listenToAutoResults } from '../domain/control/auto-result-events';
import { faultsOf } from '../domain/control/faults';
import { owedOf } from '../domain/control/owed';
import type { DeclareRequest, SettleReport } from '../domain/control/settlement-contract';
import { DEFAULT_WORLD } from '../contract/names';
import type { World } from '../worlds/world';
import { recordControlCall, STARTS_OVER, type ControlCall } from './control-steps';
import { comment, marketRef, playerRef, step, type Draft } from './drafts';
import { endSectionLines } from './end-section';
import { pinsOf, type Pins } from './pins';
import { recordProviderCall, type ProviderCall } from './provider-steps';
import { Names, indiaIso, scenarioText, stepLines } from './render';
import { RecordingSession } from './session';

export const RECORDING_MESSAGES = {
  running: 'A recording is running in this world already: stop it first',
  notRunning: 'No recording is running in this world',
} as const;

export interface RecordingStatus {
  recording: boolean;
  /** When the running recording began (the world's clock), or null. */
  since: number | null;
  /** Steps written so far (pins and expectations not counted). */
  steps: number;
  /** The last recording stopped in this world, as a scenario file, or null. */
  scenario: string | null;
}

/** A world's recorder: at most one recording at a time. */
export class Recorder {
  private session: RecordingSession | undefined;
  private last: string | undefined;

  constructor(private readonly world: World) {}

  get running(): boolean {
    return this.session !== undefined;
  }

  status(): RecordingStatus {
    return {
      recording: this.running,
      since: this.session?.startedAt ?? null,
      steps: this.session?.drafts.filter((d) => 'verb' in d && d.verb !== 'expect').length ?? 0,
      scenario: this.last ?? null,
    };
  }

  start(): RecordingStatus {
    if (this.session) throw conflict(RECORDING_MESSAGES.running);
    this.begin('started');
    listenToAutoResults(this.world, (request, report) => this.autoResult(request, report));
    return this.status();
  }

  /** Ends the recording and answers it as a scenario file. */
  stop(): string {
    const session = this.session;
    if (!session) throw conflict(RECORDING_MESSAGES.notRunning);
    // Written before it ends: a file that could not be written leaves the recording running.
    this.last = this.write(session);
    listenToAutoResults(this.world, undefined);
    this.session = undefined;
    return this.last;
  }

  /** A provider call answered in this world (journal-hooks.ts). */
  provider(call: ProviderCall): void {
    if (this.session) recordProviderCall(this.world, this.session, call);
  }

  /** A control call answered in this world with 200 (routes/control/recording.ts). */
  control(call: ControlCall): void {
    const session = this.session;
    if (!session) return;
    if (
      call.verb === 'POST /snapshots/:name/restore' &&
      session.savedSnapshots.has(String(call.input.name))
    ) {
      session.push(step(call.at, 'snapshot', { restore: String(call.input.name) }));
      session.forgetLedger(this.world);
      return;
    }
    if (STARTS_OVER.has(call.verb)) {
      // The world is another now: what was written no longer leads to it.
      this.begin(`started over after ${call.verb}`);
      return;
    }
    recordControlCall(this.world, session, call);
  }

  private autoResult(request: DeclareRequest, report: SettleReport): void {
    const session = this.session;
    if (!session) return;
    const at = this.world.clock.now();
    session.touchMarketDate(report.game_id, report.date);
    session.push(
      step(at, 'result', {
        market: marketRef(report.game_id),
        ...(request.session && { session: request.session }),
        ...(request.pana !== undefined && { pana: request.pana }),
        ...(request.jodi !== undefined && { jodi: request.jodi }),
        date: report.date,
      }),
      step(at, 'expect', {
        settled: {
          bids: report.bids,
          winners: report.winners,
          paid: report.paid,
          netted: report.netted,
        },
      }),
    );
    session.expectBalances(this.world, at);
  }

  private begin(origin: string): void {
    const { world } = this;
    const faults = faultsOf(world)
      .list()
      .map(({ id: _id, hits, times, ...spec }) => ({
        ...spec,
        ...(times !== undefined && { times: times - hits }),
      }));
    this.session = new RecordingSession(
      world.clock.state(),
      world.db.serialize(),
      faults,
      world,
      origin,
    );
  }

  /** The scenario file: header, pins, steps, and the world as the recording left it. */
  private write(session: RecordingSession): string {
    const { world } = this;
    const pins = pinsOf(session, world.defaults);
    const end = world.clock.state();
    const names = new Names(new Map([...pins.marketNames, ...session.madeMarkets]));
    const lines = stepLines(
      [
        ...pins.drafts,
        comment(
          session.startedAt,
          `Recorded from ${indiaIso(session.startedAt)} (${session.origin})`,
        ),
        step(session.startedAt, 'clock', { set: indiaIso(session.startedAt), freeze: true }),
        ...session.drafts,
        ...this.closing(session, pins),
      ],
      names,
    );
    const players = [...new Set([...pins.balances.keys(), ...session.madePlayers])];
    const endLines = endSectionLines(
      world,
      session,
      players,
      new Set(pins.marketNames.keys()),
      names,
    );
    const where = world.name === DEFAULT_WORLD ? 'the default world' : `sandbox ${world.name}`;
    return scenarioText(
      {
        name: `Recorded in ${where}`,
        description: `Recorded from ${indiaIso(session.startedAt)} to ${indiaIso(end.now)}. Replays in a fresh world at any hour of any day: the clock, markets, players, settings and faults it depends on are pinned first; end_state is what each player had at the end.`,
      },
      lines,
      endLines,
    );
  }

  /** The clock as the recording left it; the balance of every player it used, what they owe. */
  private closing(session: RecordingSession, pins: Pins): Draft[] {
    const { world } = this;
    const end = world.clock.state();
    const used = [...new Set([...pins.balances.keys(), ...session.madePlayers])];
    const markets = new Set([...pins.marketNames.keys(), ...session.madeMarkets.keys()]);
    const wallet = world.db.prepare<[string], { wallet: number }>(
      'SELECT wallet FROM users WHERE mobile = ?',
    );
    return [
      comment(end.now, 'Where the recording stopped: the clock as it was, and what the world held'),
      step(end.now, 'clock', {
        set: indiaIso(end.now),
        freeze: end.frozen,
        ...(end.speed !== 1 && { speed: end.speed }),
      }),
      ...used.flatMap((mobile) => {
        const equals = wallet.get(mobile)?.wallet;
        return equals === undefined
          ? []
          : [step(end.now, 'expect', { balance: { player: playerRef(mobile), equals } })];
      }),
      ...owedOf(world)
        .filter((o) => markets.has(o.game_id) && used.includes(o.mobile))
        .map(({ mobile, game_id, date, amount }) =>
          step(end.now, 'expect', {
            owed: { player: playerRef(mobile), market: marketRef(game_id), date, equals: amount },
          }),
        ),
    ];
  }
}

const recorders = new WeakMap<World, Recorder>();

/** A world's recorder (kept beside the world: a restore or a reset does not end a recording). */
export function recorderOf(world: World): Recorder {
  let recorder = recorders.get(world);
  if (!recorder) {
    recorder = new Recorder(world);
    recorders.set(world, recorder);
  }
  return recorder;
}

/** The world's recorder when one is running, without making one (the hot path asks this). */
export const runningRecorder = (world: World): Recorder | undefined => {
  const recorder = recorders.get(world);
  return recorder?.running ? recorder : undefined;
};
