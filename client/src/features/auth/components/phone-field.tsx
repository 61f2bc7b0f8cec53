import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form-field';
import { useTexts } from '../../../i18n/use-texts';

type PhoneFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'prefix'
>;

/** The player's mobile number as the account screens ask for it: ten digits after +91. */
export function PhoneField(props: PhoneFieldProps) {
  const t = useTexts();
  return (
    <TextField
      label={t('Phone Number')}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      prefix="+91"
      {...props}
    />
  );
}
