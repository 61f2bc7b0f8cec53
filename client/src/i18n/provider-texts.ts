/**
 * Texts the provider writes that the app knows, shown in the player's language: its fixed
 * messages (toasts and form messages translate them as any catalogue text, translateRule) and the
 * passbook notes it composes (`Bid Placed For KALYAN(Single Digit)`, `Win: KALYAN Single Digit 5
 * (Open)`), whose parts are read here. A text it does not know is shown in the provider's words.
 * The lists quote every such text for the catalogue (catalogue.test.ts) and keep them in the
 * download of the screens that show them (catalogue-split.ts).
 */
import { BID_TYPES } from '@panna/shared/bids';
import { PLAYER_FACING_MESSAGES } from '@panna/shared/protocol';
import { msg, translate, translateRule, type TextId } from './use-texts';

/** A text without its trailing spaces, typed as such (the server pads some of its messages). */
type Trimmed<T extends string> = T extends `${infer S} ` ? Trimmed<S> : T;
const trimmed = <T extends string>(text: T) => text.trimEnd() as Trimmed<T>;

/**
 * The provider's fixed messages a player can see (shared's PLAYER_FACING_MESSAGES, docs/protocol.md), as
 * the catalogue holds them: one missing from it does not compile. Then the text it composes with
 * the UPI app's name.
 */
export const PROVIDER_MESSAGES: readonly TextId[] = [
  ...PLAYER_FACING_MESSAGES.map(trimmed),
  msg('{app} Number successfully register.'),
];

/**
 * Passbook notes with plain parts (a name, a number): recognised as any template. `Amount added
 * by admin` and `Opening balance` are the simulator's (an admin's credit given no note, the demo
 * players' first deposit).
 */
export const PASSBOOK_NOTES: readonly TextId[] = [
  msg('Amount Withdraw'),
  msg('Amount added by admin'),
  msg('Opening balance'),
  msg('User Welcome Bonus'),
  msg('Amount Transfer To {name}'),
  msg('Amount Received From {name}'),
  msg('Deposit {number} approved'),
  msg('Withdraw request {number} rejected: amount refunded'),
];

const BID_NOTE = /^Bid Placed For (.+)\((.+)\)$/s;
const REVERTED = /^Result reverted: (.+)$/s;

/** Bid labels, longest first, so that a market name ending in a word of one is read right. */
const LABELS = [...new Set(Object.values(BID_TYPES).flatMap((type) => type.label ?? []))]
  .sort((a, b) => b.length - a.length)
  .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** `Win: {market} {label} {digits}`, then ` (Open)` or ` (Close)` on main markets. */
const WIN_NOTE = new RegExp(
  `^Win: (.+) (${LABELS.join('|')}) (\\S+)(?: \\((Open|Close)\\))?$`,
  's',
);

/** A provider text in the player's language when the app knows it, else as it came. */
export function providerText(text: string): string {
  const note = text.trim();
  const bid = BID_NOTE.exec(note);
  if (bid)
    return translate('Bid Placed For {game}({type})', {
      game: bid[1]!,
      type: translateRule(bid[2]!),
    });
  const win = WIN_NOTE.exec(note);
  if (win) {
    const [, game, type, digits, session] = win;
    return translate('Win: {game} {type} {digits}', {
      game: game!,
      type: translateRule(type!),
      digits: session ? `${digits!} (${translateRule(session)})` : digits!,
    });
  }
  const reverted = REVERTED.exec(note);
  if (reverted) return translate('Result reverted: {note}', { note: providerText(reverted[1]!) });
  return translateRule(text);
}
