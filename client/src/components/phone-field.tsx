import { COUNTRY_CODE } from '@panna/shared/validation';
import type { ComponentProps } from 'react';
import { useTexts } from '../i18n/use-texts';
import { TextField } from './form-field';

type PhoneFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'inputMode' | 'maxLength' | 'prefix'
> & { label?: string };

/**
 * A mobile number as the app asks for it: ten digits after +91. The account screens' field by
 * default; a screen asking for another player's or a UPI number names its own label and name.
 */
export function PhoneField({ label, ...props }: PhoneFieldProps) {
  const t = useTexts();
  return (
    <TextField
      label={label ?? t('Phone Number')}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      prefix={COUNTRY_CODE}
      {...props}
    />
  );
}
