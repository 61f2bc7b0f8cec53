import './rate-pills.css';
import { useTexts } from '../../../i18n/use-texts';

export interface RatePill {
  label: string;
  value: string;
}

/** Rate pairs shown as 'val_1-val_2' pills. */
export function RatePills({ pills, label }: { pills: readonly RatePill[]; label: string }) {
  const t = useTexts();
  return (
    <ul
      className={pills.length === 3 ? 'rate-pills rate-pills--3' : 'rate-pills'}
      aria-label={label}
    >
      {pills.map((pill) => (
        <li key={pill.label} className="rate-pill">
          <span className="rate-pill__label">{t.rule(pill.label)}</span>
          <span className="rate-pill__value">{pill.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'val_1-val_2' for a rate field prefix of a game_rates record. */
export function ratePair(rates: Record<string, string> | undefined, field: string): string {
  return `${rates?.[`${field}_val_1`] ?? '-'}-${rates?.[`${field}_val_2`] ?? '-'}`;
}
