import { MSG, type BidRecord, type ResponseOf } from '@panna/shared';
import { JsonText } from '../../json-text';

type BidHistoryAnswer = ResponseOf<'api-bid-history-data'>;

/**
 * A player reopens their bid history often: the history service keeps a range's rows until their
 * bids change, and the answer's JSON (up to a thousand rows) is kept beside the rows it was
 * written from, so a kept list is not written out again on every call.
 */
const bidAnswerTexts = new WeakMap<readonly BidRecord[], JsonText<BidHistoryAnswer>>();

export function bidHistoryAnswer(bid_data: BidRecord[]): JsonText<BidHistoryAnswer> {
  let text = bidAnswerTexts.get(bid_data);
  // Stryker disable next-line ConditionalExpression: a cache; written again, the answer is the same.
  if (!text) {
    text = new JsonText(
      JSON.stringify({ status: true, msg: MSG.BID_HISTORY, bid_data } satisfies BidHistoryAnswer),
    );
    bidAnswerTexts.set(bid_data, text);
  }
  return text;
}
