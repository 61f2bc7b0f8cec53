import { dayFraction } from '../../lib/market-times';
import { indiaClockText } from '../../lib/india-time';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * Today's play on a 24-hour bar: from the open to the close (a Starline or Gali market's open is
 * its cut-off: a tick), and the clock as a line. A close after midnight wraps round.
 */
export function Timeline({
  openAt,
  closeAt,
  now,
}: {
  openAt: number;
  closeAt: number;
  now: number;
}) {
  const open = dayFraction(openAt);
  const close = dayFraction(closeAt);
  const spans: [number, number][] =
    closeAt === openAt
      ? []
      : close >= open
        ? [[open, close]]
        : [
            [open, 1],
            [0, close],
          ];
  const label = `Opens ${indiaClockText(openAt)}${closeAt === openAt ? '' : `, closes ${indiaClockText(closeAt)}`}; now ${indiaClockText(now)}`;
  return (
    <div className="timeline" role="img" aria-label={label} title={label}>
      {spans.map(([from, to]) => (
        <span
          key={from}
          className="timeline__play"
          style={{ left: percent(from), width: percent(to - from) }}
        />
      ))}
      <span className="timeline__open" style={{ left: percent(open) }} />
      <span className="timeline__now" style={{ left: percent(dayFraction(now)) }} />
    </div>
  );
}
