import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers a browser shows as a page of their own: these are the ones a frame could show. */
const DOCUMENT_TYPE = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml)\s*(;|$)/i;

/** A Content-Security-Policy with its frame-ancestors, if any, replaced by 'none'. */
export function withoutFraming(policy: string | undefined): string {
  const kept = (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...kept, "frame-ancestors 'none'"].join('; ');
}

/**
 * Every page the simulator serves refuses to be framed: /docs, the QA console, the charts, the
 * slider images and any page added later, in every world. A page on another origin that framed
 * one could lead its user to click its buttons, and their calls reach the control plane as the
 * simulator's own origin. Set by content type on every answer, whichever route made it, so that
 * a new page cannot forget; the fast lane answers JSON only.
 */
export function refuseFraming(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    keepOutOfFrames(reply);
    done(null, payload);
  });
}

/**
 * The headers that keep an answer out of frames, when its type is a page's. A context that gives
 * an answer its type after the root's hook has run (the provider's, which types its JSON as
 * text/html) calls this itself.
 */
export function keepOutOfFrames(reply: FastifyReply): void {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && DOCUMENT_TYPE.test(type)) {
    const policy = reply.getHeader('content-security-policy');
    reply
      .header('content-security-policy', withoutFraming(policy as string | undefined))
      .header('x-frame-options', 'DENY');
  }
}
