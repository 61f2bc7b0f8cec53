/** The UPI withdraw methods of Wallet Management, with their upi_type and number field. */
import { UPI_TYPE, type UpiType } from '@panna/shared/protocol';

export type UpiOption = 'paytm' | 'gpay' | 'phonepe';

export interface UpiOptionInfo {
  label: string;
  upiType: UpiType;
  field: 'paytm_no' | 'google_pay_no' | 'phon_pay_no';
  /** Where api-get-user-payment-details reports the saved number. */
  savedField: 'paytm_number' | 'google_pay_number' | 'phone_pay_number';
}

export const UPI_OPTIONS: Record<UpiOption, UpiOptionInfo> = {
  paytm: { label: 'Paytm', upiType: UPI_TYPE.PAYTM, field: 'paytm_no', savedField: 'paytm_number' },
  gpay: {
    label: 'GPay',
    upiType: UPI_TYPE.GOOGLE_PAY,
    field: 'google_pay_no',
    savedField: 'google_pay_number',
  },
  phonepe: {
    label: 'PhonePe',
    upiType: UPI_TYPE.PHONEPE,
    field: 'phon_pay_no',
    savedField: 'phone_pay_number',
  },
};

export const UPI_OPTION_ORDER: readonly UpiOption[] = ['paytm', 'gpay', 'phonepe'];

export const isUpiOption = (value: unknown): value is UpiOption =>
  typeof value === 'string' && value in UPI_OPTIONS;
