import { translate } from '../../i18n/use-texts';

/** The amount's placeholder: the minimum deposit. */
export const minimumPlaceholder = (minimum: number) => translate('Minimum ₹{minimum}', { minimum });

/** The fund request is posted this long after the UPI app was opened (spec 2 section 9). */
export const FUND_REQUEST_DELAY_MS = 2000;
