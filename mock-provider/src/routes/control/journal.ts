import type { FastifyInstance } from 'fastify';
import { JOURNAL_CAPACITY, journalOf, type JournalQuery } from '../../domain/journal';
import { badRequest, parseInstant, validationProblem } from './http';

interface JournalQueryString {
  path?: string;
  since?: string;
  until?: string;
  limit?: string;
}

/** The journal of provider calls: read with filters, clear, choose redaction. */
export function registerJournalControl(app: FastifyInstance): void {
  const tags = ['control: journal'];

  app.get<{ Querystring: JournalQueryString }>('/journal', {
    schema: {
      summary:
        'Provider calls, newest first (passwords and OTPs shown as *** unless redaction is off)',
      tags,
      querystring: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          since: { type: 'string', description: 'ISO instant on the virtual clock, inclusive' },
          until: { type: 'string', description: 'ISO instant on the virtual clock, inclusive' },
          limit: { type: 'string', description: `1..${JOURNAL_CAPACITY}, default 100` },
        },
      },
    },
    handler: async (request, reply) => {
      const { path, since, until, limit } = request.query;
      const query: JournalQuery = {};
      if (path) query.path = path;
      for (const [key, value] of [
        ['since', since],
        ['until', until],
      ] as const) {
        if (value === undefined) continue;
        const at = parseInstant(value);
        if (at === undefined) return badRequest(reply, `${key} must be an ISO instant with a zone`);
        query[key] = at;
      }
      if (limit !== undefined) {
        const n = Number(limit);
        if (!Number.isInteger(n) || n < 1 || n > JOURNAL_CAPACITY)
          return badRequest(reply, `limit must be 1..${JOURNAL_CAPACITY}`);
        query.limit = n;
      }
      const journal = journalOf(request.world);
      return { status: true, redact: journal.redacting, entries: journal.query(query) };
    },
  });

  app.delete('/journal', {
    schema: { summary: 'Clear the journal', tags },
    handler: async (request) => {
      journalOf(request.world).clear();
      return { status: true, cleared: true };
    },
  });

  app.post<{ Body: { redact: boolean } }>('/journal/settings', {
    attachValidation: true,
    schema: {
      summary: 'Turn redaction of passwords and OTPs on or off for calls recorded from now on',
      tags,
      body: {
        type: 'object',
        required: ['redact'],
        additionalProperties: false,
        properties: { redact: { type: 'boolean' } },
      },
    },
    handler: async (request, reply) => {
      const problem = validationProblem(request);
      if (problem) return badRequest(reply, problem);
      journalOf(request.world).setRedacting(request.body.redact);
      return { status: true, redact: request.body.redact };
    },
  });
}
