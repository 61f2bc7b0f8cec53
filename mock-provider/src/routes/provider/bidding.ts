import { MARKET_KINDS, MSG, SUBMIT_PATH } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { biddingOf } from '../../domain/player/bidding';
import { defineEndpoint } from './define';

/** The three submit-bid calls: one rule set, chosen by the market kind each path serves. */
export function registerBidding(app: FastifyInstance): void {
  for (const kind of MARKET_KINDS) {
    defineEndpoint(app, SUBMIT_PATH[kind], async ({ body, world, user }) => {
      const outcome = await biddingOf(world).place(user, kind, body.new_result);
      return outcome.ok
        ? { status: true, msg: MSG.BID_SUCCESS }
        : { status: false, msg: outcome.msg };
    });
  }
}
