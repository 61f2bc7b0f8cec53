import { entryCaption, type BidSlip, type BidType } from '@panna/shared/bids';
import { useId } from 'react';
import { useTexts } from '../../../i18n/use-texts';

type Entry = BidSlip['entries'][number];

const GROUP_LABELS = [
  ['sp', 'SP'],
  ['dp', 'DP'],
  ['tp', 'TP'],
] as const;

/** The panas an entry expands to, when it is more than the number typed (SP DP TP, motors). */
function generated(entry: Entry): { label: string; panas: readonly string[] }[] {
  if (entry.groups) {
    const { groups } = entry;
    return GROUP_LABELS.filter(([key]) => groups[key].length > 0).map(([key, label]) => ({
      label,
      panas: groups[key],
    }));
  }
  const digits = entry.rows.map((row) => row.digits);
  return digits.length === 1 && digits[0] === entry.digits
    ? []
    : [{ label: 'Panas', panas: digits }];
}

interface PendingBidsProps {
  type: BidType;
  entries: BidSlip['entries'];
  onRemove: (id: number) => void;
}

/** The pending list: one row per Proceed, labelled as the spec says, each removable. */
export function PendingBids({ type, entries, onRemove }: PendingBidsProps) {
  const t = useTexts();
  const titleId = useId();
  if (entries.length === 0) return null;
  const closeField = type.fields.find((field) => field.key === 'closedigits');
  const closeLabel = closeField ? t.rule(closeField.label) : undefined;
  return (
    <section className="pending" aria-labelledby={titleId}>
      <h2 id={titleId} className="pending__title">
        {t('Your bids')}
      </h2>
      <ul className="pending__list">
        {entries.map((entry) => {
          const caption = t.rule(entryCaption(type, entry));
          return (
            <li key={entry.id} className="pending__row">
              <dl className="pending__facts">
                <div>
                  <dt>{caption}</dt>
                  <dd>{entry.digits}</dd>
                </div>
                {closeLabel ? (
                  <div>
                    <dt>{closeLabel}</dt>
                    <dd>{entry.closedigits}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('Points')}</dt>
                  <dd>{entry.points}</dd>
                </div>
                {entry.cost !== Number(entry.points) ? (
                  <div>
                    <dt>{t('Total')}</dt>
                    <dd>{entry.cost}</dd>
                  </div>
                ) : null}
              </dl>
              {generated(entry).map(({ label, panas }) => (
                <p key={label} className="pending__panas">
                  <strong>{t.rule(label)}:</strong> {panas.join(', ')}
                </p>
              ))}
              <button
                type="button"
                className="pending__remove"
                aria-label={t('Remove {caption} {digits}', { caption, digits: entry.digits })}
                onClick={() => onRemove(entry.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
