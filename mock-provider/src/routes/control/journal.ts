import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../domain/control-error';
import { JOURNAL_CAPACITY, journalOf, type JournalQuery } from '../../domain/control/journal';
import { parseInstant } from './http';
import { FAILURES, ok, typedScope } from './typed-scope';

const TAGS = ['control: journal'];

const JournalQueryString = Type.Object(
  {
    path: Type.Optional(Type.String({ maxLength: 200 })),
    since: Type.Optional(
      Type.String({ description: 'ISO instant on the virtual clock, inclusive' }),
    ),
    until: Type.Optional(
      Type.String({ description: 'ISO instant on the virtual clock, inclusive' }),
    ),
    limit: Type.Optional(Type.String({ description: `1..${JOURNAL_CAPACITY}, default 100` })),
  },
  { additionalProperties: false },
);

const Entry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  path: Type.String(),
  body: Type.Unknown(),
  status: Type.Integer(),
  answer: Type.Unknown(),
  duration_ms: Type.Number(),
  fault: Type.Optional(Type.String()),
});

/** The journal of provider calls: read with filters, clear, choose redaction. */
export function registerJournalControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.get('/journal', {
      schema: {
        summary:
          'Provider calls, newest first (passwords and OTPs shown as *** unless redaction is off)',
        tags: TAGS,
        querystring: JournalQueryString,
        response: {
          200: ok({ redact: Type.Boolean(), entries: Type.Array(Entry) }),
          ...FAILURES,
        },
      },
      handler: async (request) => {
        const { path, since, until, limit } = request.query;
        const query: JournalQuery = {};
        if (path) query.path = path;
        for (const [key, value] of [
          ['since', since],
          ['until', until],
        ] as const) {
          if (value === undefined) continue;
          const at = parseInstant(value);
          if (at === undefined) throw badRequest(`${key} must be an ISO instant with a zone`);
          query[key] = at;
        }
        if (limit !== undefined) {
          const n = Number(limit);
          if (!Number.isInteger(n) || n < 1 || n > JOURNAL_CAPACITY)
            throw badRequest(`limit must be 1..${JOURNAL_CAPACITY}`);
          query.limit = n;
        }
        const journal = journalOf(request.world);
        return { status: true as const, redact: journal.redacting, entries: journal.query(query) };
      },
    });

    scope.delete('/journal', {
      schema: {
        summary: 'Clear the journal',
        tags: TAGS,
        response: { 200: ok({ cleared: Type.Boolean() }) },
      },
      handler: async (request) => {
        journalOf(request.world).clear();
        return { status: true as const, cleared: true };
      },
    });

    scope.post('/journal/settings', {
      schema: {
        summary: 'Turn redaction of passwords and OTPs on or off for calls recorded from now on',
        tags: TAGS,
        body: Type.Object({ redact: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: ok({ redact: Type.Boolean() }), ...FAILURES },
      },
      handler: async (request) => {
        journalOf(request.world).setRedacting(request.body.redact);
        return { status: true as const, redact: request.body.redact };
      },
    });
  });
}
