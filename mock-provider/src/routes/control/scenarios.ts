import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { badRequest } from '../../contract/control-error';
import { RunStopped } from '../../scenarios/client';
import { ScenarioFormatError, parseScenario } from '../../scenarios/parser';
import { runScenario } from '../../scenarios/runner';
import { startInstant } from '../../scenarios/shift';
import { describeDifference } from '../../scenarios/end-state';
import { DEFAULT_WORLD } from '../../contract/names';
import { WORLD_MESSAGES } from '../../worlds/world';
import {
  DEFAULT_SCENARIO_TIME_LIMIT_S,
  MAX_SCENARIO_STEPS,
  SCENARIO_RUN,
} from '../../contract/scenarios';
import { defineVerb } from './define-verb';
import { injectFetch } from '../../inject-fetch';

/** The provider's envelope, for the provider calls a scenario makes. */
export interface ScenarioAccess {
  appKey: string;
  envType: string;
}

/**
 * Runs a scenario in the calling world (`/s/{name}/__sim/...` runs it in that sandbox) through the
 * scenario runner, as `npm run scenario -- FILE --sandbox NAME` would, over this app in process
 * and with the caller's token. Answers each step's outcome; a step that fails ends the run, and
 * so do the caller leaving and the time limit (SCENARIO_TIME_LIMIT_S), answering the step reached.
 */
export function registerScenarioControl(
  app: FastifyInstance,
  access: ScenarioAccess,
  timeLimitS = DEFAULT_SCENARIO_TIME_LIMIT_S,
): void {
  const fetch = injectFetch(app);
  defineVerb(app, SCENARIO_RUN, async (request, reply) => {
    let scenario;
    try {
      scenario = parseScenario(request.body.scenario, 'scenario');
    } catch (error) {
      if (error instanceof ScenarioFormatError) throw badRequest(error.message);
      throw error;
    }
    if (scenario.steps.length > MAX_SCENARIO_STEPS)
      throw badRequest(`A scenario run takes at most ${MAX_SCENARIO_STEPS} steps`);
    const at = request.body.at === undefined ? undefined : startInstant('at', request.body.at);
    if (typeof at === 'string') throw badRequest(at);
    const bearer = /^Bearer +(\S.*)$/i.exec(request.headers.authorization ?? '')?.[1];
    const { world } = request;
    const { name } = world;
    const stop = runStopper(reply.raw, timeLimitS);
    // A sandbox deleted mid-run ends the run: its next call would make a fresh one from the seed.
    const inItsWorld: typeof fetch = (input, init) => {
      if (!world.deleted) return fetch(input, init);
      const stopped = stop.now(WORLD_MESSAGES.deleted(name));
      return Promise.reject(stopped);
    };
    try {
      const report = await runScenario(scenario, {
        base: 'http://localhost',
        ...(name === DEFAULT_WORLD ? { inDefaultWorld: true } : { sandbox: name }),
        appKey: access.appKey,
        envType: access.envType,
        controlToken: bearer,
        fetch: inItsWorld,
        signal: stop.signal,
        ...(at !== undefined && { at }),
      });
      return {
        status: true as const,
        name: report.name,
        ok: report.ok,
        steps: report.results,
        ...(report.end && {
          end_state: {
            matched: report.end.matched,
            differences: report.end.differences.map(describeDifference),
          },
        }),
      };
    } finally {
      stop.release();
    }
  });
}

/**
 * A signal that stops a run when its caller leaves (the answer's connection closes before the
 * answer is sent), when it has run `limitS` seconds (a run holds its world busy while it runs),
 * or `now`.
 */
function runStopper(response: ServerResponse, limitS: number) {
  const controller = new AbortController();
  const stop = (why: string): RunStopped => {
    const stopped = new RunStopped(why);
    controller.abort(stopped);
    return stopped;
  };
  const timer = setTimeout(
    () => stop(`the run reached its time limit of ${limitS} s (SCENARIO_TIME_LIMIT_S)`),
    limitS * 1000,
  );
  const left = () => {
    if (!response.writableFinished) stop('the caller disconnected');
  };
  response.once('close', left);
  return {
    signal: controller.signal,
    now: stop,
    release: () => {
      clearTimeout(timer);
      response.off('close', left);
    },
  };
}
