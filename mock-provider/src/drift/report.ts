/** The drift report as printed: one table per endpoint, then a summary line. */
import type { DriftReport, Verdict } from './run';

const WIDEST = 70;
const cut = (text: string) => (text.length > WIDEST ? `${text.slice(0, WIDEST - 1)}…` : text);

/** Rows under a header, each column as wide as its widest cell. */
function table(header: string[], rows: string[][]): string[] {
  const all = [header, ...rows].map((row) => row.map(cut));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0)));
  return all.map((row) =>
    `  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd(),
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * One endpoint's table: a row per difference, per note and per call not compared; the calls
 * answered as recorded share one row.
 */
function endpointTable(path: string, verdicts: Verdict[]): string[] {
  const differences = verdicts.reduce((sum, v) => sum + v.differences.length, 0);
  const rows: string[][] = [];
  for (const v of verdicts) {
    const call = `#${v.call.entry}`;
    if (v.notCompared !== undefined) rows.push([call, '(not compared)', v.notCompared, '']);
    for (const d of v.differences) rows.push([call, d.where, d.recorded, d.simulator]);
    for (const note of v.notes) rows.push([call, '(note)', note, '']);
  }
  const same = verdicts.filter((v) => v.notCompared === undefined && v.differences.length === 0);
  const sameRow = same.length
    ? [`  ${same.map((v) => `#${v.call.entry}`).join(' ')}: as recorded`]
    : [];
  return [
    `${path}: ${plural(verdicts.length, 'call')}, ${differences ? plural(differences, 'difference') : 'no difference'}`,
    ...(rows.length ? table(['call', 'field', 'recorded', 'simulator'], rows) : []),
    ...sameRow,
    '',
  ];
}

/** Counts of the reasons entries were set aside: "9 not a POST, 3 not a call of the protocol". */
function reasons(report: DriftReport): string {
  const counts = new Map<string, number>();
  for (const { reason } of report.setAside) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => `${n} ${reason}`).join(', ');
}

/** The report's text. */
export function formatReport(report: DriftReport): string {
  const byPath = new Map<string, Verdict[]>();
  for (const v of report.verdicts) byPath.set(v.call.path, [...(byPath.get(v.call.path) ?? []), v]);
  const lines = [...byPath].flatMap(([path, verdicts]) => endpointTable(path, verdicts));
  const drifted = [...byPath.values()].filter((vs) => vs.some((v) => v.differences.length)).length;
  const notCompared = report.verdicts.length - report.compared;
  const aside = report.setAside.length
    ? `; ${plural(report.setAside.length, 'entry', 'entries')} set aside: ${reasons(report)}`
    : '';
  const counts = `${plural(report.compared, 'call')} compared, ${notCompared} not compared${aside}`;
  lines.push(
    report.differences > 0
      ? `Drift: ${plural(report.differences, 'difference')} on ${drifted} of ${plural(byPath.size, 'endpoint')} (${counts}).`
      : `No drift: the simulator answered as recorded on ${plural(byPath.size, 'endpoint')} (${counts}).`,
  );
  return lines.join('\n');
}

/** What a recording with nothing to compare says. */
export function nothingToCompare(report: Pick<DriftReport, 'setAside' | 'verdicts'>): string {
  const held = report.verdicts.length
    ? `its ${plural(report.verdicts.length, 'provider call')} could not be made again`
    : 'it holds no provider call with an answer';
  const aside = report.setAside.length
    ? ` (${plural(report.setAside.length, 'entry', 'entries')} set aside: ${reasons(report as DriftReport)})`
    : '';
  return `Nothing to compare: ${held}${aside}.`;
}
