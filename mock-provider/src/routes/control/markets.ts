import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { marketAdminOf, type MarketView } from '../../domain/control/market-admin';
import { iso } from './http';
import { DateKey, FAILURES, IdParams, Instant, ok, typedScope } from './typed-scope';

const TAGS = ['control: markets'];

const Kind = Type.Union([Type.Literal('main'), Type.Literal('starline'), Type.Literal('gali')]);
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

const MarketSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
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
  msg_status: Type.Integer({ description: '1 running, 2 closed, on the world clock' }),
  session: Type.Union(
    [Type.Object({ date: Type.String(), open_at: Instant, close_at: Instant }), Type.Null()],
    {
      description:
        "Today's play: the session bids go to, today's open and close; null on a day off",
    },
  ),
});
const OneMarket = ok({ market: MarketSchema });

const present = (market: MarketView) => ({
  ...market,
  session: market.session && {
    date: market.session.date,
    open_at: iso(market.session.open_at),
    close_at: iso(market.session.close_at),
  },
});
const answer = (market: MarketView) => ({ status: true as const, market: present(market) });

/** Markets, their weekly schedules and holidays. */
export function registerMarketControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.get('/markets', {
      schema: {
        summary: 'Every market (inactive too) with its schedule, holidays and status now',
        tags: TAGS,
        response: { 200: ok({ markets: Type.Array(MarketSchema) }) },
      },
      handler: async (request) => ({
        status: true as const,
        markets: marketAdminOf(request.world).list().map(present),
      }),
    });

    scope.get('/markets/:id', {
      schema: {
        summary: 'One market',
        tags: TAGS,
        params: IdParams,
        response: { 200: OneMarket, ...FAILURES },
      },
      handler: async (request) =>
        answer(marketAdminOf(request.world).view(Number(request.params.id))),
    });

    scope.post('/markets', {
      schema: {
        summary:
          'Create a market: open_time (+ close_time for main) on days, or a per-weekday schedule',
        tags: TAGS,
        body: CreateBody,
        response: { 200: OneMarket, ...FAILURES },
      },
      handler: async (request) => answer(marketAdminOf(request.world).create(request.body)),
    });

    scope.patch('/markets/:id', {
      schema: {
        summary: 'Edit a market; times and days not given keep their current values',
        tags: TAGS,
        params: IdParams,
        body: EditBody,
        response: { 200: OneMarket, ...FAILURES },
      },
      handler: async (request) =>
        answer(marketAdminOf(request.world).update(Number(request.params.id), request.body)),
    });

    scope.post('/markets/:id/holidays', {
      schema: {
        summary: 'Mark a date as a holiday: the market does not play',
        tags: TAGS,
        params: IdParams,
        body: HolidayBody,
        response: { 200: OneMarket, ...FAILURES },
      },
      handler: async (request) =>
        answer(
          marketAdminOf(request.world).addHoliday(Number(request.params.id), request.body.date),
        ),
    });

    scope.delete('/markets/:id/holidays/:date', {
      schema: {
        summary: 'Remove a holiday',
        tags: TAGS,
        params: Type.Object({ id: Type.String({ pattern: '^[0-9]+$' }), date: DateKey }),
        response: { 200: OneMarket, ...FAILURES },
      },
      handler: async (request) =>
        answer(
          marketAdminOf(request.world).removeHoliday(
            Number(request.params.id),
            request.params.date,
          ),
        ),
    });
  });
}
