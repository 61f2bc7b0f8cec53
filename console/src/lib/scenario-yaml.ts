import type { ControlVerb } from '@panna/mock-provider/control-client';

/** One action the console performed: its verb and the input it sent. */
export interface RecordedAction {
  verb: ControlVerb;
  input: object;
}

/** Where the recording starts: the simulator's clock when Record was pressed. */
export interface RecordingStart {
  clock: { now: string; frozen: boolean; speed: number };
  /** The world it was recorded in, for the description. */
  world: string;
}

type Value = string | number | boolean | null | readonly Value[] | { [key: string]: Value };

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A value in YAML's flow style: maps as `{ key: value }`, lists as `[a, b]`, scalars as JSON
 * (a JSON string is a YAML string, so digits stay text and nothing needs escaping twice).
 */
export function flow(value: Value): string {
  if (Array.isArray(value)) return `[${value.map(flow).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const parts = entries.map(
      ([k, v]) => `${PLAIN_KEY.test(k) ? k : JSON.stringify(k)}: ${flow(v as Value)}`,
    );
    return `{ ${parts.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Verbs that act beyond the world being recorded: noted, not replayed. */
const NOT_REPLAYED: ReadonlySet<ControlVerb> = new Set(['DELETE /sandboxes/:name']);

/**
 * The scenario step that repeats an action: the file format's own verb where it has one (clock,
 * setting, fault, override, snapshot), else `control` with the verb and input as the console sent them.
 */
export function stepOf({ verb, input }: RecordedAction): string {
  const args = input as Record<string, Value>;
  if (NOT_REPLAYED.has(verb))
    return `# not replayed (acts on another world): ${verb} ${flow(args)}`;
  if (verb === 'POST /scenarios/run')
    return `# ran a scenario here; its steps are not repeated: paste them in place of this line`;
  switch (verb) {
    case 'POST /clock':
      return `- clock: ${flow(args)}`;
    case 'PATCH /settings':
      return `- setting: ${flow(args)}`;
    case 'POST /faults':
      return `- fault: ${flow(args)}`;
    case 'DELETE /faults':
      return `- fault: clear`;
    case 'POST /overrides':
      return `- override: ${flow(args)}`;
    case 'POST /snapshots':
      return `- snapshot: ${flow({ save: args.name ?? null })}`;
    case 'POST /snapshots/:name/restore':
      return `- snapshot: ${flow({ restore: args.name ?? null })}`;
    default:
      return `- control: ${flow({ verb, input: args })}`;
  }
}

/**
 * The recording as a scenario file: the clock put where it stood when Record was pressed, then
 * every action in order. `npm run scenario` replays it in a fresh sandbox, from the seed.
 */
export function scenarioYaml(start: RecordingStart, actions: readonly RecordedAction[]): string {
  const { now, frozen, speed } = start.clock;
  const clock: Record<string, Value> = { set: now, freeze: frozen };
  if (speed !== 1) clock.speed = speed;
  return [
    'name: Recorded in the QA console',
    `description: ${JSON.stringify(`Recorded in ${start.world} from ${now}; replays from the seed (what came before Record is not in it).`)}`,
    'steps:',
    `  - clock: ${flow(clock)}`,
    ...actions.map((action) => `  ${stepOf(action)}`),
    '',
  ].join('\n');
}
