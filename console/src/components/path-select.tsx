import { ENDPOINT_PATHS } from '@panna/shared';
import { Select, type SelectProps } from './field';

/** The value of PathSelect's "every path" choice. */
export const EVERY_PATH = '';

/** One of the provider's endpoint paths, or every path (its own module: the list is long). */
export function PathSelect({ label, value, onChange }: Omit<SelectProps, 'options'>) {
  return (
    <Select
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: EVERY_PATH, label: 'Every path' },
        ...ENDPOINT_PATHS.map((p) => ({ value: p, label: p })),
      ]}
    />
  );
}
