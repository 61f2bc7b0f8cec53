import { MARKET_KINDS, type MarketKind } from '@panna/shared';
import { Type } from 'typebox';
import { DateKey, IdParams, Instant, Nullable, ok, verbs } from './common';

const Kind = Type.Unsafe<MarketKind>(Type.Union(MARKET_KINDS.map((kind) => Type.Literal(kind))));
const ClockTime = (description: string) =>
  Type.String({ description: `${description}, 12-hour India time: "03:45 PM"` });
const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday .. 6 Saturday' });

/** The fields create and edit share. */
const editable = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  sort: Type.Optional(Type.Integer({ description: 'List order (lower first)' })),
  active: Type.Optional(
    Type.Boolean({ description: 'Inactive markets are not listed to players' }),
  ),
  open_time: Type.Optional(ClockTime('Open time on every day in days')),
  close_time: Type.Optional(
    ClockTime('Main markets: close time; before the open means after midnight'),
  ),
  days: Type.Optional(
    Type.Array(Weekday, {
      minItems: 1,
      maxItems: 7,
      description: 'Days played (default: every day)',
    }),
  ),
  schedule: Type.Optional(
    Type.Array(
      Type.Object(
        {
          weekday: Weekday,
          open_time: ClockTime('Open'),
          close_time: Type.Optional(ClockTime('Close')),
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: 7,
        description: 'Per-weekday times; replaces the whole week',
      },
    ),
  ),
  next_day: Type.Optional(
    Type.Boolean({
      description: 'Gali: the result comes the next morning for the session date (Disawar)',
    }),
  ),
};

const CreateBody = Type.Object(
  { ...editable, kind: Kind, name: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);
const EditBody = Type.Object(editable, { additionalProperties: false });
const HolidayBody = Type.Object({ date: DateKey }, { additionalProperties: false });

export const Market = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  name: Type.String(),
  sort: Type.Integer(),
  active: Type.Boolean(),
  schedule: Type.Array(
    Type.Object({
      weekday: Type.Integer(),
      open_time: Type.String(),
      close_time: Type.String(),
      next_day: Type.Boolean(),
    }),
  ),
  holidays: Type.Array(Type.String()),
  msg_status: Type.Integer({
    description:
      '1 running, 2 closed: on the world clock, and closed once a declared result closes the day (the provider answers by the clock alone)',
  }),
  taking: Type.Union([Type.Literal('open'), Type.Literal('close'), Type.Null()], {
    description:
      'The session taking bids now: the clock, unless a declared result closed it (a main market with its open pana declared takes close bids only)',
  }),
  session: Type.Union(
    [Type.Object({ date: Type.String(), open_at: Instant, close_at: Instant }), Type.Null()],
    {
      description:
        "Today's play: the session bids go to, today's open and close; null on a day off",
    },
  ),
  next: Type.Object(
    { open_at: Nullable(Instant), close_at: Nullable(Instant) },
    {
      description:
        'The first session open and close after now, looking a week ahead (a main close after midnight is the next morning); null where none',
    },
  ),
});
const OneMarket = ok({ market: Market });

const SessionStakes = Type.Object({
  session: Type.Union([Type.Literal('open'), Type.Literal('close')]),
  bids: Type.Integer({ description: 'Pending bids' }),
  points: Type.Integer({ description: 'Points staked on them' }),
});

/** Markets, their weekly schedules and holidays. */
export const MARKET_VERBS = verbs('control: markets', {
  'GET /markets': {
    summary: 'Every market (inactive too) with its schedule, holidays and status now',
    answer: ok({ markets: Type.Array(Market) }),
  },
  'GET /markets/pending': {
    summary:
      "Pending bids and their stakes per session of each market's current play (its session date); markets without any are left out",
    answer: ok({
      markets: Type.Array(
        Type.Object({
          game_id: Type.Integer(),
          date: Type.String(),
          sessions: Type.Array(SessionStakes),
        }),
      ),
    }),
  },
  'GET /markets/:id': { summary: 'One market', params: IdParams, answer: OneMarket },
  'POST /markets': {
    summary:
      'Create a market: open_time (+ close_time for main) on days, or a per-weekday schedule',
    body: CreateBody,
    answer: OneMarket,
  },
  'PATCH /markets/:id': {
    summary: 'Edit a market; times and days not given keep their current values',
    params: IdParams,
    body: EditBody,
    answer: OneMarket,
  },
  'POST /markets/:id/holidays': {
    summary: 'Mark a date as a holiday: the market does not play',
    params: IdParams,
    body: HolidayBody,
    answer: OneMarket,
  },
  'DELETE /markets/:id/holidays/:date': {
    summary: 'Remove a holiday',
    params: Type.Object({ id: Type.String({ pattern: '^[0-9]+$' }), date: DateKey }),
    answer: OneMarket,
  },
});
