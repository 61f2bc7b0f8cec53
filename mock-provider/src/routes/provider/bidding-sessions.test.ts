/**
 * Bids as the public Android clients send them (research: fidelity round 3): a Jodi Digit or Full
 * Sangam with `session: ""` in the submission and its rows (SMG, Tara's older screen), sessions in
 * capitals (Tara), `totalbit` as a JSON number (RN), no top-level `game_id` (SMG, RN), and Gali
 * submissions labelled as no Gali type (`Single Pana`, `Triple Pana`). Each is taken in real as the
 * real server takes it, filed and settled as its declarations would; strict refuses what the
 * protocol forbids, and real notes it.
 */
import { MSG, type MarketKind } from '@panna/shared';
import { describe, expect } from 'vitest';
import { journalOf } from '../../domain/control/journal';
import { BIDDING_MESSAGES } from '../../domain/player/bid-checks';
import { settingsOf } from '../../domain/settings';
import { addMarket, ENVELOPE, onTestDay } from '../../testing';
import { bidTest } from './bidding.fixture';

type Row = { digits: string; closedigits: string; points: string; session: string };

const it = bidTest
  /** A submission in an app's own shape: only `new_result`, plus whatever `top` adds. */
  .extend('appBid', ({ app, player, gameIds }) => {
    return async (
      kind: MarketKind,
      pana: string,
      session: string,
      rows: Row[],
      extra: { top?: Record<string, unknown>; totalbit?: string | number } = {},
    ) => {
      const total = rows.reduce((sum, row) => sum + Number(row.points), 0);
      const response = await app.inject({
        method: 'POST',
        url: `/${{ main: 'api-submit-bid', starline: 'api-starline-submit-bid', gali: 'api-galidisswar-submit-bid' }[kind]}`,
        payload: {
          ...ENVELOPE,
          ...extra.top,
          new_result: {
            unique_token: player.token,
            Gamename: kind.toUpperCase(),
            totalbit: extra.totalbit ?? String(total),
            gameid: String(gameIds[kind]),
            pana,
            bid_date: '01-Jul-2024',
            session,
            result: rows,
          },
        },
      });
      return response.json<{ status: boolean; msg: string }>();
    };
  })
  /** The stored bids: label, session, digits, close digits and status. */
  .extend(
    'stored',
    ({ world }) =>
      () =>
        world.db
          .prepare('SELECT label, session, digits, closedigits, status FROM bids ORDER BY id')
          .all(),
  )
  /** The strict note of the last call, if any. */
  .extend(
    'lastNote',
    ({ world }) =>
      () =>
        journalOf(world).query({ limit: 1 })[0]?.strict,
  );

const row = (digits: string, points: string, session: string, closedigits = ''): Row => ({
  digits,
  closedigits,
  points,
  session,
});
const TAKEN = { status: true, msg: MSG.BID_SUCCESS };

describe('a session the app leaves blank', () => {
  it('files an SMG Jodi Digit and Full Sangam under their own session, and pays them', async ({
    appBid,
    stored,
    balance,
    control,
    world,
    gameIds,
  }) => {
    // SMG: no top-level token or game_id, session "" in the submission and every row.
    expect(await appBid('main', 'Jodi Digit', '', [row('54', '20', '')])).toEqual(TAKEN);
    expect(await appBid('main', 'Full Sangam', '', [row('140', '10', '', '590')])).toEqual(TAKEN);
    expect(stored()).toEqual([
      { label: 'Jodi Digit', session: 'Close', digits: '54', closedigits: '', status: 'pending' },
      {
        ...{ label: 'Full Sangam', session: 'Open', digits: '140', closedigits: '590' },
        status: 'pending',
      },
    ]);
    expect(balance()).toBe(100_000 - 30);
    world.clock.set(onTestDay(18));
    for (const [session, pana] of [
      ['open', '140'],
      ['close', '590'],
    ] as const)
      expect(
        (await control('POST', '/results', { game_id: gameIds.main, session, pana })).code,
      ).toBe(200);
    // Jodi 54 at 10 ka 950, Full Sangam 140-590 at 10 ka 100,000: as the close declaration pays.
    expect(stored().map((bid) => (bid as { status: string }).status)).toEqual(['won', 'won']);
    expect(balance()).toBe(100_000 - 30 + 1900 + 100_000);
  });

  it('strict refuses a row no session names, and real notes it', async ({
    world,
    appBid,
    lastNote,
    bidCount,
  }) => {
    const jodi = () => appBid('main', 'Jodi Digit', '', [row('54', '20', '')]);
    expect(await jodi()).toEqual(TAKEN);
    expect(lastNote()).toBe(BIDDING_MESSAGES.noSession('Jodi Digit', 'Close'));
    settingsOf(world).update({ profile: 'strict' });
    expect(await jodi()).toEqual({
      status: false,
      msg: BIDDING_MESSAGES.noSession('Jodi Digit', 'Close'),
    });
    expect(await appBid('main', 'Full Sangam', '', [row('140', '10', '', '590')])).toEqual({
      status: false,
      msg: BIDDING_MESSAGES.noSession('Full Sangam', 'Open'),
    });
    // A row that names its session (or whose submission does) is as before.
    expect(await appBid('main', 'Jodi Digit', 'Close', [row('54', '20', '')])).toEqual(TAKEN);
    expect(bidCount()).toBe(2);
  });

  it('still refuses a type played in either session when nothing names one', async ({
    world,
    appBid,
    bidCount,
  }) => {
    for (const profile of ['real', 'strict'] as const) {
      settingsOf(world).update({ profile });
      expect(await appBid('main', 'Single Digit', '', [row('5', '10', '')])).toEqual({
        status: false,
        msg: BIDDING_MESSAGES.invalidSession(''),
      });
    }
    expect(bidCount()).toBe(0);
  });
});

describe('sessions and totals as Tara and RN send them', () => {
  it('reads OPEN and CLOSE in capitals, and a totalbit that is a number', async ({
    appBid,
    stored,
    player,
    gameIds,
  }) => {
    const tara = { top: { unique_token: player.token, game_id: String(gameIds.main) } };
    expect(await appBid('main', 'Single Digit', 'CLOSE', [row('4', '10', 'CLOSE')], tara)).toEqual(
      TAKEN,
    );
    expect(
      await appBid('main', 'Full Sangam', 'OPEN', [row('140', '10', 'OPEN', '590')], tara),
    ).toEqual(TAKEN);
    // RN: totalbit a number, points text, Open and Close as the radios say.
    expect(
      await appBid('main', 'Single Digit', 'Open', [row('5', '10', 'Open')], { totalbit: 10 }),
    ).toEqual(TAKEN);
    expect(stored()).toEqual([
      { label: 'Single Digit', session: 'Close', digits: '4', closedigits: '', status: 'pending' },
      {
        ...{ label: 'Full Sangam', session: 'Open', digits: '140', closedigits: '590' },
        status: 'pending',
      },
      { label: 'Single Digit', session: 'Open', digits: '5', closedigits: '', status: 'pending' },
    ]);
  });

  it('real takes an OPEN submission past the open time (the real server checks "Open" as sent); strict refuses it', async ({
    world,
    appBid,
    lastNote,
  }) => {
    world.clock.set(onTestDay(16));
    const late = () => appBid('main', 'Single Digit', 'OPEN', [row('5', '10', 'OPEN')]);
    expect(await late()).toEqual(TAKEN);
    expect(lastNote()).toBe(MSG.OPEN_SESSION_CLOSED);
    expect(await appBid('main', 'Single Digit', 'Open', [row('5', '10', 'Open')])).toEqual({
      status: false,
      msg: MSG.OPEN_SESSION_CLOSED,
    });
    settingsOf(world).update({ profile: 'strict' });
    expect(await late()).toEqual({ status: false, msg: MSG.OPEN_SESSION_CLOSED });
  });
});

describe('a label no type of the market has', () => {
  it('real takes a Gali "Single Pana" or "Triple Pana" as the real server does; it is never paid', async ({
    app,
    appBid,
    stored,
    balance,
    control,
    lastNote,
    player,
    gameIds,
  }) => {
    // One public web client: the Left Digit screen sends "Single Pana", rows without a session.
    const web = { top: { unique_token: player.token, game_id: gameIds.gali }, totalbit: 10 };
    expect(await appBid('gali', 'Single Pana', 'Close', [row('4', '10', '')], web)).toEqual(TAKEN);
    expect(lastNote()).toBe(BIDDING_MESSAGES.unknownType('Single Pana'));
    // SMG's fourth Gali button.
    expect(await appBid('gali', 'Triple Pana', 'Open', [row('47', '10', 'Open')])).toEqual(TAKEN);
    expect(await appBid('gali', 'Left Digit', 'Open', [row('4', '10', 'Open')])).toEqual(TAKEN);
    expect(balance()).toBe(100_000 - 30);
    const history = await app.inject({
      method: 'POST',
      url: '/api-galidisawar-bid-history-data',
      payload: { ...ENVELOPE, unique_token: player.token, bid_from: '', bid_to: '' },
    });
    expect(history.json<{ bid_data: { pana: string }[] }>().bid_data.map((b) => b.pana)).toEqual([
      'Left Digit',
      'Triple Pana',
      'Single Pana',
    ]);
    const declared = await control('POST', '/results', {
      game_id: gameIds.gali,
      jodi: '47',
      early: true,
    });
    expect(declared.code).toBe(200);
    // The real server's Gali declaration pays Left Digit, Right Digit and Jodi Digit only.
    expect(stored().map((bid) => (bid as { status: string }).status)).toEqual([
      'lost',
      'lost',
      'won',
    ]);
    expect(balance()).toBe(100_000 - 30 + 95);
  });

  it('strict refuses it before anything else', async ({ world, appBid, bidCount }) => {
    settingsOf(world).update({ profile: 'strict' });
    for (const label of ['Single Pana', 'Triple Pana'])
      expect(await appBid('gali', label, 'Open', [row('4', '10', 'Open')])).toEqual({
        status: false,
        msg: BIDDING_MESSAGES.unknownType(label),
      });
    expect(bidCount()).toBe(0);
  });
});

describe('what a row leaves out or pads', () => {
  it('reads sessions, digits and close digits without the spaces around them', async ({
    appBid,
    stored,
  }) => {
    expect(
      await appBid('main', 'Single Digit', 'Open', [
        row(' 5 ', '10', ' close '),
        row('6', '10', '  '),
      ]),
    ).toEqual(TAKEN);
    expect(await appBid('main', 'Half Sangam', 'Open', [row('5', '10', 'Open', ' 140 ')])).toEqual(
      TAKEN,
    );
    expect(stored()).toMatchObject([
      { digits: '5', session: 'Close' },
      // A row's blank session is the submission's.
      { digits: '6', session: 'Open' },
      { digits: '5', closedigits: '140', session: 'Open' },
    ]);
  });

  it("takes the submission's session for a row without one, and no close digits as none", async ({
    appBid,
    stored,
  }) => {
    const bare = { digits: '7', points: '10' } as unknown as Row;
    expect(await appBid('main', 'Single Digit', 'Close', [bare])).toEqual(TAKEN);
    expect(stored()).toMatchObject([{ digits: '7', session: 'Close', closedigits: '' }]);
  });

  it('files a Jodi whose every session is spaces under its own session (Close)', async ({
    appBid,
    stored,
  }) => {
    expect(await appBid('main', 'Jodi Digit', ' ', [row('42', '10', '')])).toEqual(TAKEN);
    expect(stored()).toMatchObject([{ label: 'Jodi Digit', session: 'Close' }]);
  });

  it('refuses a blank session on a label of no type (real profile) with its message', async ({
    appBid,
    bidCount,
  }) => {
    expect(await appBid('main', 'Lucky Number', '', [row('5', '10', '')])).toEqual({
      status: false,
      msg: BIDDING_MESSAGES.invalidSession(''),
    });
    expect(bidCount()).toBe(0);
  });
});

it('refuses bids on a market that does not play today (a Monday off)', async ({
  app,
  world,
  player,
  bidCount,
}) => {
  // Every day but Monday, the test day.
  const resting = addMarket(world, { name: 'WEEKEND', days: [0, 2, 3, 4, 5, 6] });
  const response = await app.inject({
    method: 'POST',
    url: '/api-submit-bid',
    payload: {
      ...ENVELOPE,
      new_result: {
        unique_token: player.token,
        Gamename: 'WEEKEND',
        totalbit: '10',
        gameid: String(resting),
        pana: 'Single Digit',
        bid_date: '01-Jul-2024',
        session: 'Open',
        result: [row('5', '10', 'Open')],
      },
    },
  });
  expect(response.json()).toEqual({ status: false, msg: BIDDING_MESSAGES.bettingClosed });
  expect(bidCount()).toBe(0);
});
