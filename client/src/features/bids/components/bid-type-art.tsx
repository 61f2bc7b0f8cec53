import type { BidType, DigitSetName } from '@panna/shared/bids';

/** A sample of what each kind of field takes, drawn on the tile as numbered balls. */
const SAMPLE: Record<DigitSetName, string> = {
  digit: '7',
  jodi: '42',
  'single-pana': '128',
  'double-pana': '344',
  'triple-pana': '777',
  'any-pana': '560',
  'motor-digits': '1234',
};

const BALL = 22;
const GAP = 4;
/** The space between two fields' balls. */
const BAR = 10;

/** The tile's picture: one ball per digit of a sample entry, a gap between two fields. */
export function BidTypeArt({ type }: { type: BidType }) {
  const groups = type.fields.map((field) => SAMPLE[field.set].split(''));
  const span = (digits: readonly string[]) => digits.length * (BALL + GAP) + BAR;
  // Where each group starts: the spans of the groups before it.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, d) => sum + span(d), 0));
  const width = groups.reduce((sum, d) => sum + span(d), 0) - BAR;
  return (
    <svg
      className="bid-tile__art"
      viewBox={`0 0 ${width} ${BALL + 4}`}
      width={Math.min(width, 140)}
      aria-hidden="true"
      focusable="false"
    >
      {groups.map((digits, g) => {
        const start = starts[g] ?? 0;
        return (
          <g key={g}>
            {digits.map((digit, i) => {
              const cx = start + i * (BALL + GAP) + BALL / 2;
              return (
                <g key={i}>
                  <circle cx={cx} cy={BALL / 2 + 2} r={BALL / 2} className="bid-tile__ball" />
                  <text x={cx} y={BALL / 2 + 7} textAnchor="middle" className="bid-tile__digit">
                    {digit}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
