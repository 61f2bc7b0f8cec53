import { MSG, REFUSAL_REASONS } from '@panna/shared';
import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../domain/users';
import { BIDDING_MESSAGES } from '../domain/player/bid-checks';
import { isKnownMessage, isSimulatorMessage } from './known-messages';

describe('the messages a simulator answers with', () => {
  it("are the real server's and the simulator's own, templates read with any argument", () => {
    expect(isKnownMessage(MSG.INSUFFICIENT)).toBe(true);
    expect(isKnownMessage(ACCESS_MESSAGES.invalidToken)).toBe(true);
    expect(isKnownMessage(REFUSAL_REASONS.roulette)).toBe(true);
    for (const msg of [
      'Invalid bid type Single Pana',
      'Invalid bid type single_DIGIT: send Single Digit',
      'Invalid session ',
      'Jodi Digit rows need a session: send Close',
    ])
      expect(isKnownMessage(msg), msg).toBe(true);
  });

  it('leave out any other wording', () => {
    for (const msg of ['Wrong mobile or password', 'Invalid bid', 'Bid Successfully Submitted!'])
      expect(isKnownMessage(msg), msg).toBe(false);
  });

  it("tell the simulator's own from the real server's", () => {
    expect(isSimulatorMessage(BIDDING_MESSAGES.gameNotFound)).toBe(true);
    expect(isSimulatorMessage(BIDDING_MESSAGES.unknownType('Triple Pana'))).toBe(true);
    expect(isSimulatorMessage(MSG.BETTING_CLOSED)).toBe(false);
    expect(isSimulatorMessage('Wrong mobile or password')).toBe(false);
  });
});
