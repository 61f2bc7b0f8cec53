import type { PanaKindBoxes as Boxes } from '@panna/shared/bids';
import type { Ref } from 'react';
import { useTexts } from '../../../i18n/use-texts';

const KINDS: readonly { key: keyof Boxes; label: string }[] = [
  { key: 'sp', label: 'SP' },
  { key: 'dp', label: 'DP' },
  { key: 'tp', label: 'TP' },
];

interface PanaKindBoxesProps {
  value: Boxes;
  onChange: (value: Boxes) => void;
  /** The first box, focused when none is ticked. */
  inputRef?: Ref<HTMLInputElement>;
}

/** SP DP TP's check boxes: which pana kinds of the digit to bid on. */
export function PanaKindBoxes({ value, onChange, inputRef }: PanaKindBoxesProps) {
  const t = useTexts();
  return (
    <fieldset className="bid-choice">
      <legend className="bid-field__label">{t('Pana kinds')}</legend>
      {KINDS.map(({ key, label }, i) => (
        <label key={key} className="bid-choice__option">
          <input
            ref={i === 0 ? inputRef : undefined}
            type="checkbox"
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
          />
          {t.rule(label)}
        </label>
      ))}
    </fieldset>
  );
}
