import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { autoResultsOf, type AutoResultsState } from '../../domain/control/auto-results';
import { resultListOf } from '../../domain/control/result-list';
import { settlementOf, type DeclareRequest } from '../../domain/control/settlement';
import { iso } from './http';
import { DateKey, FAILURES, GameId, Instant, ok, typedScope } from './typed-scope';

const TAGS = ['control: results'];

const Session = Type.Union([Type.Literal('open'), Type.Literal('close')]);

const DeclareBody = Type.Object(
  {
    game_id: GameId,
    session: Type.Optional(Session),
    pana: Type.Optional(
      Type.String({ description: 'Main (with session) and Starline: a pana, "123"' }),
    ),
    jodi: Type.Optional(Type.String({ description: 'Gali: two digits, "47"' })),
    date: Type.Optional(DateKey),
    early: Type.Optional(
      Type.Boolean({
        description:
          'Declare before the session stops taking bids (refused otherwise); its bids close at once',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Main {game_id, session, pana}; Starline {game_id, pana}; Gali {game_id, jodi}',
  },
);

const RevertBody = Type.Object(
  {
    game_id: GameId,
    session: Type.Optional(Session),
    date: Type.Optional(DateKey),
  },
  {
    additionalProperties: false,
    description: 'Main markets: session reverts one part; omitted reverts the day',
  },
);

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ListedResult = Type.Object({
  game_id: Type.Integer(),
  game_name: Type.String(),
  kind: Type.String(),
  date: Type.String(),
  open_pana: Nullable(Type.String()),
  close_pana: Nullable(Type.String()),
  jodi: Nullable(Type.String()),
  open_result: Type.String({
    description: 'As the provider sends it: "123-6" (Gali: the left digit)',
  }),
  close_result: Type.String({ description: '"4-590" (Gali: the right digit)' }),
});

const Counts = {
  game_id: Type.Integer(),
  date: Type.String(),
  bids: Type.Integer({ description: 'Bids decided now' }),
  winners: Type.Integer(),
  paid: Type.Integer({ description: 'Points credited' }),
  netted: Type.Integer({
    description: 'Points kept back from wins against what their players owed from a revert',
  }),
};

const Line = Type.Object({
  bid_id: Type.Integer(),
  mobile: Type.String(),
  name: Type.String(),
  label: Type.String(),
  session: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
  points: Type.Integer(),
  outcome: Type.Union([Type.Literal('won'), Type.Literal('lost')]),
  amount: Type.Integer(),
});

const AutoResultsBody = Type.Object(
  {
    enabled: Type.Boolean(),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1 })),
  },
  { additionalProperties: false },
);
const AutoResultsAnswer = ok({
  enabled: Type.Boolean(),
  seed: Type.Integer(),
  cursor: Instant,
  next_due: Nullable(Instant),
  failures: Type.Array(
    Type.Object({
      at: Instant,
      declaration: Type.Unknown({
        description: 'What was declared: game_id, date, session, pana or jodi',
      }),
      msg: Type.String({ description: 'Why it was refused' }),
    }),
    {
      description: 'Scheduled results that could not be declared, newest first (from the journal)',
    },
  ),
});

const ResultsQuery = Type.Object(
  {
    game_id: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
    from: Type.Optional(DateKey),
    to: Type.Optional(DateKey),
  },
  { additionalProperties: false },
);

const toRequest = (body: Static<typeof DeclareBody>): DeclareRequest => ({
  marketId: Number(body.game_id),
  date: body.date,
  session: body.session,
  pana: body.pana,
  jodi: body.jodi,
  early: body.early,
});

const describeAuto = (state: AutoResultsState) => ({
  status: true as const,
  enabled: state.enabled,
  seed: state.seed,
  cursor: iso(state.cursor),
  next_due: state.nextDue === undefined ? null : iso(state.nextDue),
  failures: state.failures.map((f) => ({ at: iso(f.at), declaration: f.declaration, msg: f.msg })),
});

/** Declaring, previewing, reverting and listing results; the auto-result switch. */
export function registerResultControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.post('/results', {
      schema: {
        summary: 'Declare a result and settle every pending bid it decides (one transaction)',
        tags: TAGS,
        body: DeclareBody,
        response: { 200: ok({ msg: Type.String(), ...Counts, result: ListedResult }), ...FAILURES },
      },
      handler: async (request) => {
        const { lines: _lines, ...report } = settlementOf(request.world).declare(
          toRequest(request.body),
        );
        const [result] = resultListOf(request.world).list({
          marketId: report.game_id,
          from: report.date,
          to: report.date,
        });
        return { status: true as const, msg: 'Result declared', ...report, result: result! };
      },
    });

    scope.post('/results/preview', {
      schema: {
        summary: 'What declaring this result would settle, without writing anything',
        tags: TAGS,
        body: DeclareBody,
        response: { 200: ok({ ...Counts, lines: Type.Array(Line) }), ...FAILURES },
      },
      handler: async (request) => ({
        status: true as const,
        ...settlementOf(request.world).preview(toRequest(request.body)),
      }),
    });

    scope.post('/results/revert', {
      schema: {
        summary:
          'Clear a result, take its wins back (never below a zero balance: the rest is owed from the next win) and put its bids back to pending',
        tags: TAGS,
        body: RevertBody,
        response: {
          200: ok({
            msg: Type.String(),
            game_id: Type.Integer(),
            date: Type.String(),
            bids: Type.Integer({ description: 'Bids put back to pending' }),
            reclaimed: Type.Integer({ description: 'Points debited back' }),
            shortfall: Type.Integer({ description: 'Points players no longer had' }),
            shortfalls: Type.Array(
              Type.Object({
                bid_id: Type.Integer(),
                mobile: Type.String(),
                amount: Type.Integer(),
              }),
            ),
          }),
          ...FAILURES,
        },
      },
      handler: async (request) => {
        const { game_id, session, date } = request.body;
        const report = settlementOf(request.world).revert({
          marketId: Number(game_id),
          session,
          date,
        });
        return { status: true as const, msg: 'Result reverted', ...report };
      },
    });

    scope.get('/results', {
      schema: {
        summary: 'Declared results, newest first (at most 500)',
        tags: TAGS,
        querystring: ResultsQuery,
        response: { 200: ok({ results: Type.Array(ListedResult) }), ...FAILURES },
      },
      handler: async (request) => {
        const { game_id, from, to } = request.query;
        const marketId = game_id === undefined ? undefined : Number(game_id);
        return {
          status: true as const,
          results: resultListOf(request.world).list({ marketId, from, to }),
        };
      },
    });

    scope.get('/auto-results', {
      schema: {
        summary: 'The auto-result mode: on or off, seed, caught-up instant, next result due',
        tags: TAGS,
        response: { 200: AutoResultsAnswer },
      },
      handler: async (request) => describeAuto(autoResultsOf(request.world).state()),
    });

    scope.post('/auto-results', {
      schema: {
        summary:
          'Turn auto-results on or off: each scheduled result declared at its time from a seeded source',
        tags: TAGS,
        body: AutoResultsBody,
        response: { 200: AutoResultsAnswer, ...FAILURES },
      },
      handler: async (request) =>
        describeAuto(autoResultsOf(request.world).configure(request.body)),
    });
  });
}
