import { Type } from 'typebox';
import { MAX_BALANCE } from './limits';
import { GameId, ok, verbs } from './common';
import { Player } from './players';

const MobileParams = Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 20 }) });
const Points = Type.Integer({ minimum: 1, maximum: MAX_BALANCE });

/** What the provider answered the player's call, and the player after it. */
const Answered = ok({
  accepted: Type.Boolean({ description: "Whether the provider took it (its answer's status)" }),
  msg: Type.String({ description: "The provider's msg" }),
  player: Player,
});

const BidFields = {
  type: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'A catalogue bid type id: single-digit, jodi-digit, half-sangam, ...',
  }),
  digits: Type.String({ minLength: 1, maxLength: 20 }),
  closedigits: Type.Optional(Type.String({ maxLength: 20 })),
  points: Points,
  session: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('close')])),
  pana: Type.Optional(
    Type.Union([Type.Literal('sp'), Type.Literal('dp'), Type.Literal('tp')], {
      description: 'SP DP TP: the kind of pana this submission sends',
    }),
  ),
};

const RandomBid = Type.Object({
  mobile: Type.String(),
  game_id: Type.Integer(),
  game_name: Type.String(),
  type: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
  points: Type.Integer(),
  session: Type.String(),
  accepted: Type.Boolean(),
  msg: Type.String(),
});

/**
 * The control plane acting as players: each makes the provider calls the app would make, through
 * the provider's own endpoints (so journal, faults, a recording and every check see them).
 */
export const ACTING_VERBS = verbs('control: acting as players', {
  'POST /players': {
    summary:
      'Register a player as the app does (OTP from the outbox), then set the balance by hand when wallet is given',
    body: Type.Object(
      {
        mobile: Type.String({ minLength: 1, maxLength: 20 }),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
        password: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
        wallet: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_BALANCE })),
      },
      { additionalProperties: false },
    ),
    answer: ok({ msg: Type.String(), player: Player }),
  },
  'GET /players/:mobile/session': {
    summary: "A player's session token, as their app holds it after login (tools acting as them)",
    params: MobileParams,
    answer: ok({ token: Type.String() }),
  },
  'POST /players/:mobile/bids': {
    summary: 'Place one bid as the player: the submission their app builds, dated today',
    params: MobileParams,
    body: Type.Object({ game_id: GameId, ...BidFields }, { additionalProperties: false }),
    answer: Answered,
  },
  'POST /players/:mobile/deposits': {
    summary: 'Request a deposit as the player',
    params: MobileParams,
    body: Type.Object({ amount: Points }, { additionalProperties: false }),
    answer: Answered,
  },
  'POST /players/:mobile/withdrawals': {
    summary:
      "Request a withdrawal as the player, to their own mobile saved as the method's UPI number",
    params: MobileParams,
    body: Type.Object(
      {
        amount: Points,
        method: Type.Optional(
          Type.Union([Type.Literal('gpay'), Type.Literal('paytm'), Type.Literal('phonepe')]),
        ),
      },
      { additionalProperties: false },
    ),
    answer: Answered,
  },
  'POST /bids/random': {
    summary:
      'Place N random bids across bid types, players and the markets taking bids, repeatable from a seed',
    body: Type.Object(
      {
        count: Type.Integer({ minimum: 1, maximum: 200 }),
        seed: Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1 }),
        game_ids: Type.Optional(Type.Array(GameId, { minItems: 1, maxItems: 50 })),
        mobiles: Type.Optional(
          Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { minItems: 1, maxItems: 50 }),
        ),
      },
      { additionalProperties: false },
    ),
    answer: ok({
      placed: Type.Integer({ description: 'Bids the provider took' }),
      refused: Type.Integer(),
      bids: Type.Array(RandomBid),
    }),
  },
});
