/**
 * The first number format of a page makes Intl load its locale data: 100 to 340 ms on a phone CPU
 * slowed 4x, measured (25 to 85 ms unslowed), then nothing for any other. The wallet in the
 * header (formatAmount) is the home screen's first; formatting one amount ahead of it, while the
 * page waits for the network or the player types, takes that out of the home screen's render.
 */
import { formatAmount } from '../i18n/format';
import { preferredLanguage } from '../i18n/language';

// Stryker disable next-line BlockStatement: only sooner; every amount formats the same.
export function warmNumberFormat(): void {
  // Stryker disable next-line StringLiteral: as above.
  formatAmount('0', preferredLanguage());
}
