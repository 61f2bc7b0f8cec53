import { msg, translate } from '../../i18n/use-texts';

/** The amount's placeholder: the minimum deposit. */
export const minimumPlaceholder = (minimum: number) => translate('Minimum ₹{minimum}', { minimum });

/** The fund request is posted this long after the UPI app was opened (spec 2 section 9). */
export const FUND_REQUEST_DELAY_MS = 2000;

/** What a money call of the funds screens says when its answer was lost (lib/money-call.ts). */
export const LOST_ANSWER_MESSAGES = {
  checking: msg('No answer from the server. Checking whether it went through…'),
  unknown: msg(
    'We could not check whether it went through. Please look at your history before trying again.',
  ),
  withdrawMade: msg('The server did not answer, but your withdraw request was made.'),
  transferMade: msg('The server did not answer, but your transfer was made.'),
  depositFiled: msg('The server did not answer, but your deposit request was filed.'),
  depositNotFiled: msg('Your deposit request was not filed. Please try again.'),
  numberSaved: msg('The server did not answer, but your number was saved.'),
  /** The browser sent it again after the connection it reused was cut (issue 33: docs). */
  repeated: msg(
    'This was done twice: the connection broke and your browser sent it again. Please look at your history.',
  ),
};
