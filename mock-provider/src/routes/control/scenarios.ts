import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../domain/control-error';
import { ScenarioFormatError, parseScenario, runScenario } from '../../scenarios';
import { MAX_SCENARIO_STEPS } from './contract/scenarios';
import { defineVerb } from './define-verb';
import { injectFetch } from './inject-fetch';

/** The provider's envelope, for the provider calls a scenario makes. */
export interface ScenarioAccess {
  appKey: string;
  envType: string;
}

/**
 * Runs a scenario in the calling world (`/s/{name}/__sim/...` runs it in that sandbox) through the
 * scenario runner, as `npm run scenario -- FILE --sandbox NAME` would, over this app in process
 * and with the caller's token. Answers each step's outcome; a step that fails ends the run.
 */
export function registerScenarioControl(app: FastifyInstance, access: ScenarioAccess): void {
  const fetch = injectFetch(app);
  defineVerb(app, 'POST /scenarios/run', async (request) => {
    let scenario;
    try {
      scenario = parseScenario(request.body.scenario, 'scenario');
    } catch (error) {
      if (error instanceof ScenarioFormatError) throw badRequest(error.message);
      throw error;
    }
    if (scenario.steps.length > MAX_SCENARIO_STEPS)
      throw badRequest(`A scenario run takes at most ${MAX_SCENARIO_STEPS} steps`);
    const bearer = /^Bearer +(\S.*)$/i.exec(request.headers.authorization ?? '')?.[1];
    const report = await runScenario(scenario, {
      base: 'http://localhost',
      sandbox: request.world.name,
      appKey: access.appKey,
      envType: access.envType,
      controlToken: bearer,
      fetch,
    });
    return { status: true as const, name: report.name, ok: report.ok, steps: report.results };
  });
}
