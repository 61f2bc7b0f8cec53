import { Type } from 'typebox';
import { DateKey, GameId, Instant, Nullable, ok, verbs } from './common';

const Session = Type.Union([Type.Literal('open'), Type.Literal('close')]);

export const DeclareBody = Type.Object(
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

export const ListedResult = Type.Object({
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

const Reverted = ok({
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
});

const ResultsQuery = Type.Object(
  {
    game_id: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
    from: Type.Optional(DateKey),
    to: Type.Optional(DateKey),
  },
  { additionalProperties: false },
);

const OwedQuery = Type.Object(
  {
    mobile: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    game_id: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
    date: Type.Optional(DateKey),
  },
  { additionalProperties: false },
);

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

/** Declaring, previewing, reverting and listing results; the auto-result switch. */
export const RESULT_VERBS = verbs('control: results', {
  'POST /results': {
    summary: 'Declare a result and settle every pending bid it decides (one transaction)',
    body: DeclareBody,
    answer: ok({ msg: Type.String(), ...Counts, result: ListedResult }),
  },
  'POST /results/preview': {
    summary: 'What declaring this result would settle, without writing anything',
    body: DeclareBody,
    answer: ok({ ...Counts, lines: Type.Array(Line) }),
  },
  'POST /results/revert': {
    summary:
      'Clear a result, take its wins back (never below a zero balance: the rest is owed from the next win) and put its bids back to pending',
    body: RevertBody,
    answer: Reverted,
  },
  'GET /results': {
    summary: 'Declared results, newest first (at most 500)',
    query: ResultsQuery,
    answer: ok({ results: Type.Array(ListedResult) }),
  },
  'GET /owed': {
    summary:
      'What players owe: wins a revert could not take back, per market and date (netted from their next win there)',
    query: OwedQuery,
    answer: ok({
      owed: Type.Array(
        Type.Object({
          mobile: Type.String(),
          game_id: Type.Integer(),
          game_name: Type.String(),
          date: Type.String(),
          amount: Type.Integer(),
        }),
      ),
    }),
  },
  'GET /auto-results': {
    summary: 'The auto-result mode: on or off, seed, caught-up instant, next result due',
    answer: AutoResultsAnswer,
  },
  'POST /auto-results': {
    summary:
      'Turn auto-results on or off: each scheduled result declared at its time from a seeded source',
    body: AutoResultsBody,
    answer: AutoResultsAnswer,
  },
});
