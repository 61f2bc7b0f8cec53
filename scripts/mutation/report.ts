/**
 * Writes docs/mutation.md from Stryker's JSON reports (reports/mutation/{area}.json): each area's
 * score against its budget, the score per folder, and every surviving mutant by file and line.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Area {
  name: string;
  title: string;
  /** The least fraction of mutants the tests must kill (issue #46). */
  budget: number;
}

interface Mutant {
  status: string;
  statusReason?: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number } };
}
interface StrykerReport {
  files: Record<string, { mutants: Mutant[] }>;
}

/** Killed and timed-out mutants are detected; survivors and uncovered ones are not. */
const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set([...DETECTED, 'Survived', 'NoCoverage']);

interface Tally {
  detected: number;
  counted: number;
}
const score = ({ detected, counted }: Tally) => (counted ? detected / counted : 1);
const percent = (tally: Tally) => `${(100 * score(tally)).toFixed(1)}%`;

function tally(mutants: Mutant[]): Tally {
  const counted = mutants.filter((m) => COUNTED.has(m.status));
  return {
    detected: counted.filter((m) => DETECTED.has(m.status)).length,
    counted: counted.length,
  };
}

const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim().slice(0, 80).replace(/\|/g, '\\|');

function areaSection(root: string, area: Area, report: StrykerReport, ran: string): string[] {
  const files = Object.entries(report.files).map(([path, { mutants }]) => ({
    path: relative(root, path),
    mutants,
  }));
  const all = tally(files.flatMap((f) => f.mutants));
  const folders = new Map<string, Mutant[]>();
  for (const { path, mutants } of files) {
    const folder = path.slice(0, path.lastIndexOf('/'));
    folders.set(folder, [...(folders.get(folder) ?? []), ...mutants]);
  }
  const ignored = files.flatMap((f) => f.mutants).filter((m) => m.status === 'Ignored');
  // Stryker ignores a mutant for one of two reasons: static (ignoreStatic), or a disable comment.
  const staticOnes = ignored.filter((m) => /static/i.test(m.statusReason ?? '')).length;
  const marked = ignored.length - staticOnes;
  const lines = [
    `## ${area.title}`,
    '',
    `**${percent(all)}** of ${all.counted} mutants detected (budget ${100 * area.budget}%: ` +
      `${score(all) >= area.budget ? 'met' : 'not met'}), in ${files.length} files, run on ${ran}` +
      (staticOnes ? `; ${staticOnes} static mutants (run only as a module loads) not tested` : '') +
      (marked ? `; ${marked} marked equivalent beside the code, with the reason` : '') +
      '.',
    '',
    '| folder | mutants | detected | score |',
    '| --- | ---: | ---: | ---: |',
    ...[...folders.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([folder, mutants]) => {
        const t = tally(mutants);
        return `| \`${folder}\` | ${t.counted} | ${t.detected} | ${percent(t)} |`;
      }),
    '',
    '<details><summary>Surviving and uncovered mutants</summary>',
    '',
    '| file:line | mutator | replaced by |',
    '| --- | --- | --- |',
  ];
  for (const { path, mutants } of files.sort((a, b) => a.path.localeCompare(b.path)))
    for (const m of mutants.filter((m) => !DETECTED.has(m.status) && COUNTED.has(m.status)))
      lines.push(
        `| \`${path}:${m.location.start.line}\` | ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no test runs it)' : ''} | \`${oneLine(m.replacement)}\` |`,
      );
  lines.push('', '</details>', '');
  return lines;
}

/** Each area's section of the report as it stands, by its heading (its title). */
function sectionsNow(out: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  if (!existsSync(out)) return sections;
  let current: string[] | undefined;
  for (const line of readFileSync(out, 'utf8').split('\n')) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = [line]));
    else current?.push(line);
  }
  return sections;
}

/**
 * The report, from each area's JSON report; an area with none here (reports/ is not committed:
 * a fresh clone, or a run of other areas) keeps its section as the report has it.
 */
export function writeReport(root: string, areas: readonly Area[]): string {
  const out = join(root, 'docs', 'mutation.md');
  const before = sectionsNow(out);
  const sections = areas.flatMap((area) => {
    const path = join(root, 'reports', 'mutation', `${area.name}.json`);
    if (!existsSync(path))
      return before.get(area.title) ?? [`## ${area.title}`, '', 'Not run yet.', ''];
    const ran = statSync(path).mtime.toISOString().slice(0, 10);
    return areaSection(root, area, JSON.parse(readFileSync(path, 'utf8')) as StrykerReport, ran);
  });
  const text = [
    '# Mutation testing report',
    '',
    'Made by `npm run test:mutation` (Stryker, its Vitest runner); each area names the day of its',
    'last run. A mutant is a small change to the code (an operator, a condition, a string); it is',
    'detected when a test fails or times out with it. How to run it and what the figures mean:',
    'docs/reliability.md.',
    '',
    "The modules every test of an area meets (the simulator's markets, schedule, players, settings,",
    "journal keeping and database connection; the client's provider client, configuration, clock,",
    'query client, session and shared reads) are run under the tests that name what they do',
    '(`scripts/mutation/vitest.configs.ts`): their figures are lower bounds.',
    '',
    ...sections,
  ].join('\n');
  writeFileSync(out, text);
  return out;
}
