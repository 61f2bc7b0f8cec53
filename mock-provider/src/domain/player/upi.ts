import { PAYMENT_METHOD, UPI_TYPE } from '@panna/shared';
import QRCode from 'qrcode';

/**
 * The three UPI apps: withdraw `payment_method` (the spec's codes), add-UPI `upi_type`, where each
 * is stored, and its name in the real server's method list.
 */
export const UPI_METHODS = [
  {
    name: 'Google Pay',
    listName: 'Google Pay',
    method: PAYMENT_METHOD.GOOGLE_PAY,
    upiType: UPI_TYPE.GOOGLE_PAY,
    field: 'google_pay_no',
    column: 'google_pay_number',
  },
  {
    name: 'Paytm',
    listName: 'PayTM',
    method: PAYMENT_METHOD.PAYTM,
    upiType: UPI_TYPE.PAYTM,
    field: 'paytm_no',
    column: 'paytm_number',
  },
  {
    name: 'PhonePe',
    listName: 'PhonePe',
    method: PAYMENT_METHOD.PHONEPE,
    upiType: UPI_TYPE.PHONEPE,
    field: 'phon_pay_no',
    column: 'phone_pay_number',
  },
] as const;
export type UpiMethod = (typeof UPI_METHODS)[number];

/** What a withdraw request stores as its method when it names none (real): listed as `""`. */
export const NO_METHOD = 0;

/** QR images are costly to draw and depend only on the URI, so each is drawn once. */
const qrImages = new Map<string, Promise<string>>();
export function qrImage(uri: string): Promise<string> {
  let image = qrImages.get(uri);
  if (!image) {
    image = QRCode.toDataURL(uri, { margin: 2, width: 280 });
    image.catch(() => qrImages.delete(uri));
    qrImages.set(uri, image);
  }
  return image;
}

/** A UPI payment URI; the address keeps its '@' as UPI apps expect. */
export const upiUri = (upiId: string, payeeName: string) =>
  `upi://pay?pa=${encodeURIComponent(upiId).replace('%40', '@')}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
