import {
  addDays,
  ank,
  indiaDateKey,
  indiaMidnight,
  indiaParts,
  isPana,
  isRedJodi,
  jodiOf,
  WEEKDAY_NAMES,
} from '@panna/shared';
import { marketsOf, type Market, type ResultRow } from '../../domain/markets';
import { chartResultsOf } from '../../domain/player/chart-results';
import { displayedTimes } from '../../domain/schedule';
import type { World } from '../../worlds/world';
import { Raw, html, page } from './html';

/** A chart's week runs Monday to Sunday. */
const WEEKDAYS = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];
const NO_JODI = '**';

const pana = (p: string | null) => (p && isPana(p) ? p : undefined);
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const jodiCell = (jodi: string | undefined) =>
  jodi && /^\d{2}$/.test(jodi)
    ? html`<td class="jodi${isRedJodi(jodi) ? ' red' : ''}">${jodi}</td>`
    : html`<td class="jodi">${NO_JODI}</td>`;

/** A main market's jodi: both anks, the open ank alone, or undefined. */
function mainJodi(row: ResultRow | undefined): { jodi?: string; text: string } {
  const open = pana(row?.open_pana ?? null);
  const close = pana(row?.close_pana ?? null);
  if (open && close) return { jodi: jodiOf(open, close), text: jodiOf(open, close) };
  return { text: open ? `${ank(open)}*` : NO_JODI };
}

/** Monday-started weeks from the first result's week to the current one. */
function weeks(firstDate: string | undefined, today: string): string[][] {
  const mondayOf = (date: string) =>
    addDays(date, -((indiaParts(indiaMidnight(date)).weekday + 6) % 7));
  const out: string[][] = [];
  for (let monday = mondayOf(firstDate ?? today); monday <= today; monday = addDays(monday, 7)) {
    out.push(WEEKDAYS.map((_, i) => addDays(monday, i)));
  }
  return out;
}

type MainStyle = 'jodi' | 'panel';

/** The jodi chart (weeks by rows, red jodis marked) or the panel chart (open pana, jodi, close pana). */
export function mainChart(
  world: World,
  market: Market,
  style: MainStyle,
  links: { jodi: string; panel: string },
): string {
  const rows = chartResultsOf(world).ofMarket(market.id);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const body = weeks(rows[0]?.date, indiaDateKey(world.clock.now())).map((week) => {
    const cells = week.map((date) => {
      const row = byDate.get(date);
      const { jodi, text } = mainJodi(row);
      const cls = `jodi${jodi && isRedJodi(jodi) ? ' red' : ''}`;
      if (style === 'jodi') return html`<td class="${cls}">${text}</td>`;
      const open = pana(row?.open_pana ?? null) ?? '***';
      const close = pana(row?.close_pana ?? null) ?? '***';
      return html`<td>
        <div class="pana">${open}</div>
        <div class="${cls}">${text}</div>
        <div class="pana">${close}</div>
      </td>`;
    });
    return html`<tr>
      <td class="date">${shortDate(week[0]!)}<br />to<br />${shortDate(week[6]!)}</td>
      ${cells}
    </tr>`;
  });
  const title = `${market.name} ${style === 'jodi' ? 'Jodi' : 'Panel'} Chart`;
  return page(
    title,
    html`<nav><a href="${links.jodi}">Jodi chart</a><a href="${links.panel}">Panel chart</a></nav>
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th>Week</th>
              ${WEEKDAYS.map((d) => html`<th>${d}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${body}
          </tbody>
        </table>
      </div>`,
  );
}

/** Dates (oldest first) by columns of markets; `cell` renders one market's result of a date. */
function byDateTable(
  world: World,
  markets: Market[],
  heading: (m: Market) => Raw,
  cell: (row: ResultRow | undefined) => Raw,
): Raw {
  const rows = chartResultsOf(world).ofKind(markets[0]?.kind ?? '');
  const byKey = new Map(rows.map((r) => [`${r.market_id}|${r.date}`, r]));
  const dates = [...new Set(rows.map((r) => r.date))];
  if (dates.length === 0) return html`<p class="empty">No results yet.</p>`;
  const body = dates.map(
    (date) =>
      html`<tr>
        <td class="date">${shortDate(date)}</td>
        ${markets.map((m) => cell(byKey.get(`${m.id}|${date}`)))}
      </tr>`,
  );
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          <th>Date</th>
          ${markets.map(heading)}
        </tr>
      </thead>
      <tbody>
        ${body}
      </tbody>
    </table>
  </div>`;
}

/** Starline: one column per slot (headed by its time), each cell the pana over its ank. */
export function starlineChart(world: World): string {
  const now = world.clock.now();
  const table = byDateTable(
    world,
    marketsOf(world).list('starline'),
    (m) => {
      const time = displayedTimes(now, m.schedule).open;
      // Slots are named by their time; any other name (the demo slot) is shown too.
      return m.name.endsWith(time)
        ? html`<th title="${m.name}">${time}</th>`
        : html`<th>${m.name}<br />${time}</th>`;
    },
    (row) => {
      const p = pana(row?.open_pana ?? null);
      return p
        ? html`<td>
            <div class="pana">${p}</div>
            <div class="jodi">${ank(p)}</div>
          </td>`
        : html`<td>***<br />*</td>`;
    },
  );
  return page('Starline Chart', table);
}

/** Gali Disawar: one column per market, each cell the day's jodi (red ones marked). */
export function galiChart(world: World): string {
  const table = byDateTable(
    world,
    marketsOf(world).list('gali'),
    (m) => html`<th>${m.name}</th>`,
    (row) => jodiCell(row?.jodi ?? undefined),
  );
  return page('Gali Disawar Chart', table);
}
