import { MSG } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import {
  ledgerViewsOf,
  LEDGER_VIEW_MESSAGES,
  statementRange,
} from '../../domain/player/ledger-views';
import { EXTRA_MESSAGES, versionDetails } from '../../domain/player/extras';
import { ankCombinations, motorCombinations, preview } from '../../domain/player/pana-combinations';
import { profileRules } from '../../domain/settings';
import { enforces } from '../../domain/strict-notes';
import type { World } from '../../worlds/world';
import { defineEndpoint } from './define';

/** A statement's dates as the world's profile reads them (strict: M/D/YYYY only). */
function statementRangeOf(world: World, from: string, to: string) {
  const strict = statementRange(from, to, true);
  if ('msg' in strict && enforces(world, 'strictDateFilters', strict.msg)) return strict;
  return profileRules(world).strictDateFilters ? strict : statementRange(from, to, false);
}

/**
 * The real server's route-table calls no spec names that a client could use, answered on the
 * world's state (shared/src/protocol/extras.ts; docs/protocol.md, What the simulator answers
 * beyond the specs).
 */
export function registerExtras(app: FastifyInstance): void {
  defineEndpoint(app, 'api-get-statement', ({ body, world, user }) => {
    const range = statementRangeOf(world, body.date_from, body.date_to);
    if ('msg' in range) return { status: false, msg: range.msg };
    const transaction_history = ledgerViewsOf(world).statement(user, range.from, range.to);
    return transaction_history.length > 0
      ? { status: true, msg: MSG.PASSBOOK, transaction_history }
      : { status: false, msg: MSG.PASSBOOK_EMPTY, transaction_history: [] };
  });

  defineEndpoint(app, 'api-view-wallet-transaction-history', ({ body, world, user }) => {
    const id = Number(String(body.transaction_id).trim());
    const found = ledgerViewsOf(world).detail(user, Number.isSafeInteger(id) ? id : 0);
    if (!found.ok) return { status: false, msg: found.msg };
    return found.rows.length > 0
      ? { status: true, msg: LEDGER_VIEW_MESSAGES.detail, transaction_Data: found.rows }
      : { status: false, msg: LEDGER_VIEW_MESSAGES.detailEmpty, transaction_Data: [] };
  });

  defineEndpoint(app, 'api-get-sp-motor-combination', ({ body, user }) => {
    const panas = motorCombinations(body.type, body.number).map((number) => ({ number }));
    const shown = preview(user, panas, body.points);
    if (!shown.ok) return { status: false, msg: shown.msg };
    const { ok: _ok, ...fields } = shown;
    return { status: true, ...fields };
  });

  defineEndpoint(app, 'api-get-sp-dp-tp-combination', ({ body, user }) => {
    const flags = { single: body.sp_flag, double: body.dp_flag, triple: body.tp_flag };
    const shown = preview(user, ankCombinations(body.number, flags), body.points);
    if (!shown.ok) return { status: false, msg: shown.msg };
    const { ok: _ok, ...fields } = shown;
    return { status: true, ...fields };
  });

  defineEndpoint(app, 'api-get-app-version-details', ({ world }) => ({
    status: true,
    msg: EXTRA_MESSAGES.appVersion,
    versionDetails: versionDetails(world),
  }));

  defineEndpoint(app, 'api-get-tips-list', () => ({
    status: false,
    msg: EXTRA_MESSAGES.noTips,
  }));
  defineEndpoint(app, 'api-view-tips-details', () => ({
    status: false,
    msg: EXTRA_MESSAGES.noTips,
  }));

  // Kept nowhere: the journal holds the call, which is all QA needs of it.
  defineEndpoint(app, 'api-submit-contact-us', () => ({
    status: true,
    msg: EXTRA_MESSAGES.contactTaken,
  }));
}
