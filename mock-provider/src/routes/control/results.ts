import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { autoResultsOf, type AutoResultsState } from '../../domain/control/auto-results';
import { owedOf } from '../../domain/control/owed';
import { resultListOf } from '../../domain/control/result-list';
import { settlementOf } from '../../domain/control/settlement';
import type { DeclareRequest } from '../../domain/control/settlement-contract';
import type { DeclareBody } from '../../contract/results';
import { defineVerb } from './define-verb';
import { iso } from '../../contract/instants';

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
  defineVerb(app, 'POST /results', async (request) => {
    const { lines: _lines, ...report } = settlementOf(request.world).declare(
      toRequest(request.body),
    );
    const [result] = resultListOf(request.world).list({
      marketId: report.game_id,
      from: report.date,
      to: report.date,
    });
    return { status: true as const, msg: 'Result declared', ...report, result: result! };
  });

  defineVerb(app, 'POST /results/preview', async (request) => ({
    status: true as const,
    ...settlementOf(request.world).preview(toRequest(request.body)),
  }));

  defineVerb(app, 'POST /results/revert', async (request) => {
    const { game_id, session, date } = request.body;
    const report = settlementOf(request.world).revert({
      marketId: Number(game_id),
      session,
      date,
    });
    return { status: true as const, msg: 'Result reverted', ...report };
  });

  defineVerb(app, 'GET /results', async (request) => {
    const { game_id, from, to } = request.query;
    const marketId = game_id === undefined ? undefined : Number(game_id);
    return {
      status: true as const,
      results: resultListOf(request.world).list({ marketId, from, to }),
    };
  });

  defineVerb(app, 'GET /owed', async (request) => {
    const { mobile, game_id, date } = request.query;
    const marketId = game_id === undefined ? undefined : Number(game_id);
    return { status: true as const, owed: owedOf(request.world, { mobile, marketId, date }) };
  });

  defineVerb(app, 'GET /auto-results', async (request) =>
    describeAuto(autoResultsOf(request.world).state()),
  );

  defineVerb(app, 'POST /auto-results', async (request) =>
    describeAuto(autoResultsOf(request.world).configure(request.body)),
  );
}
