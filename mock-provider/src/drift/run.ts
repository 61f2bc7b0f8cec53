/** A drift run: every recorded call made again on a world of its own, its answer compared. */
import { compareAnswers, type Difference } from './compare';
import { JSON_DEPTH_LIMIT } from '../json-limits';
import { valueNestsDeeperThan, type RecordedCall, type SetAside } from './recording';
import { isKnownMessage } from './known-messages';
import { planReplay, wasTaken } from './replay';
import type { DriftSim } from './sim';
import { setUpWorld, type DriftWorld } from './world';

/** What became of one recorded call. */
export interface Verdict {
  call: RecordedCall;
  differences: Difference[];
  /** Worth knowing, not a difference: rows not compared, a notice before the JSON. */
  notes: string[];
  /** Why it was not compared (then it has no differences). */
  notCompared?: string;
}

export interface DriftReport {
  verdicts: Verdict[];
  setAside: SetAside[];
  /** Differences in all, the exit status's reason. */
  differences: number;
  /** Calls compared (made again and their answers compared). */
  compared: number;
}

async function verdictOf(call: RecordedCall, world: DriftWorld, sim: DriftSim): Promise<Verdict> {
  const json = call.answer.json ?? {};
  const verdict = (fields: Partial<Verdict>): Verdict => ({
    call,
    differences: [],
    notes: [],
    ...fields,
  });
  if (call.answer.http >= 300)
    return verdict({ notCompared: `the provider answered HTTP ${call.answer.http}` });
  // A refusal in words no simulator says is a difference as it stands.
  if (!wasTaken(call.path, json) && typeof json.msg === 'string' && !isKnownMessage(json.msg))
    return verdict({
      differences: [
        { where: 'msg', recorded: JSON.stringify(json.msg), simulator: '(never answered so)' },
      ],
    });
  const plan = await planReplay(call, world, sim);
  if ('reason' in plan) return verdict({ notCompared: plan.reason });
  await plan.around?.before();
  let answer;
  try {
    answer = await sim.call(call.called, plan.body, plan.envelope);
  } finally {
    await plan.around?.after();
  }
  if (!answer.json)
    return verdict({
      differences: [
        { where: '(answer)', recorded: 'a JSON object', simulator: `HTTP ${answer.http}, no JSON` },
      ],
    });
  // An answer too deep to walk is a difference of its own, whatever a simulator at --base is.
  if (valueNestsDeeperThan(answer.json))
    return verdict({
      differences: [
        {
          where: '(answer)',
          recorded: 'a JSON object',
          simulator: `a JSON object nested deeper than ${JSON_DEPTH_LIMIT} levels`,
        },
      ],
    });
  if (wasTaken(call.path, answer.json)) plan.taken?.();
  const { differences, notes } = compareAnswers(call.answer, answer);
  if (call.answer.before && !answer.before)
    notes.push('the recording has text before the JSON object (a PHP notice)');
  return verdict({ differences, notes });
}

/** A recorded call the simulator gave no answer to (it failed, or timed out): the run stops. */
export class CallError extends Error {
  constructor(call: RecordedCall, cause: unknown) {
    const why = cause instanceof Error ? cause : new Error(String(cause));
    const detail = why.cause instanceof Error ? ` (${why.cause.message})` : '';
    super(`could not make entry #${call.entry} (${call.called}) again: ${why.message}${detail}`, {
      cause,
    });
  }
}

/** Sets up the drift world in `sim`'s sandbox, then makes and compares each call in order. */
export async function compareRecording(
  calls: readonly RecordedCall[],
  setAside: SetAside[],
  sim: DriftSim,
): Promise<DriftReport> {
  const world = await setUpWorld(sim);
  const verdicts: Verdict[] = [];
  for (const call of calls) {
    try {
      verdicts.push(await verdictOf(call, world, sim));
    } catch (error) {
      throw new CallError(call, error);
    }
  }
  return {
    verdicts,
    setAside,
    differences: verdicts.reduce((sum, v) => sum + v.differences.length, 0),
    compared: verdicts.filter((v) => v.notCompared === undefined).length,
  };
}
