import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../contract/control-error';
import { JOURNAL_CAPACITY } from '../../contract/limits';
import { journalOf, type JournalQuery } from '../../domain/control/journal';
import { defineVerb } from './define-verb';
import { instantFrom } from '../../contract/instants';

/** The journal of provider calls: read with filters, clear, choose redaction. */
export function registerJournalControl(app: FastifyInstance): void {
  defineVerb(app, 'GET /journal', async (request) => {
    const { path, player, since, until, limit } = request.query;
    const query: JournalQuery = {};
    if (path) query.path = path;
    if (player) query.player = player;
    for (const [key, value] of [
      ['since', since],
      ['until', until],
    ] as const) {
      if (value === undefined) continue;
      query[key] = instantFrom(key, value);
    }
    if (limit !== undefined) {
      const n = Number(limit);
      if (!Number.isInteger(n) || n < 1 || n > JOURNAL_CAPACITY)
        throw badRequest(`limit must be 1..${JOURNAL_CAPACITY}`);
      query.limit = n;
    }
    const journal = journalOf(request.world);
    return { status: true as const, redact: journal.redacting, entries: journal.query(query) };
  });

  defineVerb(app, 'DELETE /journal', async (request) => {
    journalOf(request.world).clear();
    return { status: true as const, cleared: true };
  });

  defineVerb(app, 'POST /journal/settings', async (request) => {
    journalOf(request.world).setRedacting(request.body.redact);
    return { status: true as const, redact: request.body.redact };
  });
}
