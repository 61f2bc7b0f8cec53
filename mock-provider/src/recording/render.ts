/**
 * A recording written out as a scenario file: its pins, then its steps, each preceded by the
 * clock set to the instant it happened at (the replay's clock stays frozen, so every cut-off falls
 * where it fell), then the clock as it was left and what the world held at the end.
 */
import { indiaIso } from '../scenarios/format';
import { Ref, step, type Draft, type DraftArgs, type DraftValue, type StepDraft } from './drafts';

export { indiaIso };

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A value in YAML's flow style: maps as `{ key: value }`, lists as `[a, b]`, scalars as JSON (a
 * JSON string is a YAML string, so digits stay text and nothing is escaped twice).
 */
export function flow(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flow).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${PLAIN_KEY.test(k) ? k : JSON.stringify(k)}: ${flow(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Names for the markets, players and requests a file refers to. */
export class Names {
  private readonly names = new Map<string, string>();
  private readonly used = new Set<string>();

  constructor(private readonly marketNames: ReadonlyMap<number, string>) {}

  of(ref: Ref): string {
    const key = `${ref.kind}:${ref.key}`;
    let name = this.names.get(key);
    if (!name) {
      name = this.unique(this.base(ref));
      this.names.set(key, name);
    }
    return name;
  }

  private base(ref: Ref): string {
    if (ref.kind === 'player') return `p${ref.key}`;
    if (ref.kind === 'request') return ref.key.startsWith('withdrawals') ? 'withdrawal' : 'deposit';
    const name = this.marketNames.get(Number(ref.key)) ?? `market-${ref.key}`;
    return (
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'market'
    );
  }

  /** The base as it is when free (requests are always numbered: withdrawal-1, deposit-2). */
  private unique(base: string): string {
    const numbered = base === 'withdrawal' || base === 'deposit';
    let name = numbered ? `${base}-1` : base;
    for (let n = 2; this.used.has(name); n += 1) name = `${base}-${n}`;
    this.used.add(name);
    return name;
  }
}

function resolve(value: DraftValue | undefined, names: Names): unknown {
  if (value instanceof Ref) return names.of(value);
  if (Array.isArray(value)) return value.map((v: DraftValue) => resolve(v, names));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolve(v as DraftValue | undefined, names)]),
    );
  return value;
}

/**
 * The file's lines for the drafts, with the clock set before each step that happened later. A
 * step that cannot be written (a value no walk can finish) is set aside with a note in its place:
 * the recording still stops, with every other step.
 */
export function stepLines(drafts: readonly Draft[], names: Names): string[] {
  const lines: string[] = [];
  let shown: number | undefined;
  for (const draft of drafts) {
    if (!('verb' in draft)) {
      lines.push('', `  # ${draft.comment}`);
      continue;
    }
    const written = writable(draft, names);
    if (typeof written !== 'string') {
      lines.push(
        '',
        `  # Set aside: the ${draft.verb} step at ${indiaIso(draft.at)} could not be written (${written.reason})`,
      );
      continue;
    }
    if (draft.verb === 'clock') {
      shown = draft.at;
    } else if (shown === undefined || Math.floor(draft.at / 1000) !== Math.floor(shown / 1000)) {
      // The first one freezes the replay's clock; then each step sets it to its own instant.
      const args: DraftArgs = {
        set: indiaIso(draft.at),
        ...(shown === undefined && { freeze: true }),
      };
      lines.push(line(step(draft.at, 'clock', args), names));
      shown = draft.at;
    }
    lines.push(written);
  }
  return lines;
}

/** The step's line, or why it cannot be written (on one line: it goes in a comment). */
function writable(draft: StepDraft, names: Names): string | { reason: string } {
  try {
    return line(draft, names);
  } catch (error) {
    return {
      reason: (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' '),
    };
  }
}

function line(draft: StepDraft, names: Names): string {
  const args = typeof draft.args === 'string' ? draft.args : flow(resolve(draft.args, names));
  return `  - ${draft.verb}: ${args}`;
}

/**
 * The whole file: a name, a description, the sandbox prefix of its runs, the steps, then what
 * the world held at the end (`end`: the end_state section's lines).
 */
export function scenarioText(
  header: { name: string; description: string },
  lines: readonly string[],
  end: readonly string[] = [],
): string {
  return [
    `name: ${JSON.stringify(header.name)}`,
    `description: ${JSON.stringify(header.description)}`,
    'sandbox: recorded',
    'steps:',
    ...lines.filter((l, i) => !(i === 0 && l === '')),
    ...(end.length > 0 ? ['', ...end] : []),
    '',
  ].join('\n');
}
