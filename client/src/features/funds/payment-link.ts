/** The UPI deep link that opens the player's payment app (spec 2 section 4). */
import type { BankDetails } from '@panna/shared/protocol';
import { ADD_MONEY_MESSAGES } from '@panna/shared/validation';
import { msg, type TextId } from '../../i18n/use-texts';

export type UpiApp = 'phonepe' | 'gpay' | 'paytm' | 'other';

export const UPI_APPS: readonly { id: UpiApp; label: TextId | string }[] = [
  { id: 'phonepe', label: 'PhonePe' },
  { id: 'gpay', label: 'Google Pay' },
  { id: 'paytm', label: 'Paytm' },
  { id: 'other', label: msg('Other UPI Gateway') },
];

/** Which operator UPI id each app pays; Paytm and other apps use the general one. */
const PAYEE_FIELD: Record<UpiApp, keyof BankDetails> = {
  phonepe: 'phonepay_upi_payment_id',
  gpay: 'google_upi_payment_id',
  paytm: 'upi_payment_id',
  other: 'upi_payment_id',
};

/** The payee for an app, or the catalogue's message when none is configured. */
export function payeeFor(
  details: BankDetails | undefined,
  app: UpiApp,
): { payee: string } | { error: string } {
  const configured = [
    details?.upi_payment_id,
    details?.google_upi_payment_id,
    details?.phonepay_upi_payment_id,
  ];
  if (!details || configured.every((id) => !id?.trim())) {
    return { error: ADD_MONEY_MESSAGES.upiNotConfigured };
  }
  const payee = details[PAYEE_FIELD[app]].trim();
  return payee ? { payee } : { error: ADD_MONEY_MESSAGES.upiIdNotFound };
}

export interface UpiLinkInput {
  payee: string;
  payeeName: string;
  amount: number;
  /** Epoch ms: the transaction reference. */
  reference: number;
}

/** upi://pay?pa=..&pn=..&am=100.00&cu=INR&tn=Add%20Funds&tr=<timestamp> */
export function buildUpiLink({ payee, payeeName, amount, reference }: UpiLinkInput): string {
  const enc = encodeURIComponent;
  return (
    `upi://pay?pa=${enc(payee)}&pn=${enc(payeeName)}&am=${amount.toFixed(2)}` +
    `&cu=INR&tn=${enc('Add Funds')}&tr=${reference}`
  );
}

/** The one place that leaves the app for the UPI app; tests and e2e replace `open`. */
export const paymentLauncher = {
  open(url: string): void {
    window.location.assign(url);
  },
};
