/**
 * The provider profile of a world. `real` answers as the real provider does, its leniency and
 * quirks included (docs/profiles.md); `strict` answers the same shapes and
 * messages but also refuses what the protocol forbids, so that a client's mistakes surface in
 * development. Every rule on which the two differ is named here, once; the code that applies a
 * rule asks `enforces(world, rule, message)` (strict-notes.ts) once a call has broken it: a world
 * that does not enforce it notes on the call what strict would have answered.
 *
 * Both keep the simulator's own safety rules: money adds up, no balance goes below zero, whole
 * positive points only, nothing is taken that could never be settled or paid (a bid label naming
 * no type, an amount past the largest balance), and the control plane stays closed to others.
 */
import type { Profile } from '../contract/profiles';

export interface ProfileRules {
  /**
   * A signed-in call with a token no player holds. real: answered as for a player with nothing
   * (blank wallet fields, empty lists; a bid fails as insufficient balance). strict: refused,
   * "Invalid token. Please login again."
   */
  refuseUnknownToken: boolean;
  /** A blocked player's token. real: still answered (only login refuses them). strict: refused. */
  refuseBlockedPlayer: boolean;
  /** Bids and money-moving calls with betting_status not "1". real: taken. strict: refused. */
  requireBetting: boolean;
  /** Five wrong passwords in a row lock the number for 15 minutes. real: no lockout. */
  loginLockout: boolean;
  /**
   * Registration and password reset need a code sent to the number in the last 10 minutes, and
   * sending codes is rate-limited. real: the server checks no code (the client compares it).
   */
  otpChecks: boolean;
  /**
   * Mobile numbers, names, passwords, security PINs (4 to 6 digits, matched exactly) and the
   * notification switch must be well formed. real: stored as sent, a PIN compared loosely.
   */
  accountInputChecks: boolean;
  /**
   * A bid submission's rows: the label spelt as the protocol spells it, digits in its type's set,
   * a session it allows, at least the minimum points, `totalbit` equal to the rows' sum, each row's
   * own session against the open time, and `bid_date` today on Starline and Gali too. real: none
   * of these (it reads only `new_result.session`, recomputes the total, and dates only main-market
   * bids). Both read the label as one bid type, loosely spelt, and refuse a label naming none.
   */
  bidChecks: boolean;
  /**
   * Withdraw minimum and maximum, a method named and a saved number for it. real: window and
   * balance only (the method stored as sent).
   */
  withdrawLimits: boolean;
  /** Transfers: the transfer switch, minimum, maximum and not to oneself. real: balance only. */
  transferLimits: boolean;
  /**
   * Deposits (requests and UPI deposits) within the minimum and maximum, and a UPI transaction id
   * credited once. real: any whole amount, an id again.
   */
  depositLimits: boolean;
  /**
   * UPI numbers must be 10-digit mobiles; a bank account needs its names, 9 to 18 digits and an
   * IFSC. real: stored as sent.
   */
  upiNumberCheck: boolean;
  /**
   * History filters must be M/D/YYYY. real: read as strtotime would (other formats too; an
   * unreadable date is 1 January 1970).
   */
  strictDateFilters: boolean;
  /**
   * A body that is not JSON, or nested past JSON_DEPTH_LIMIT (json-limits.ts). real: "UnAuthorized
   * request" (HTTP 200), as the real server, which finds no app key in it. strict: HTTP 400,
   * "Invalid JSON body" (and the limit, for a body nested past it).
   */
  explainBadJson: boolean;
}

export const PROFILE_RULES: Record<Profile, ProfileRules> = {
  real: {
    refuseUnknownToken: false,
    refuseBlockedPlayer: false,
    requireBetting: false,
    loginLockout: false,
    otpChecks: false,
    accountInputChecks: false,
    bidChecks: false,
    withdrawLimits: false,
    transferLimits: false,
    depositLimits: false,
    upiNumberCheck: false,
    strictDateFilters: false,
    explainBadJson: false,
  },
  strict: {
    refuseUnknownToken: true,
    refuseBlockedPlayer: true,
    requireBetting: true,
    loginLockout: true,
    otpChecks: true,
    accountInputChecks: true,
    bidChecks: true,
    withdrawLimits: true,
    transferLimits: true,
    depositLimits: true,
    upiNumberCheck: true,
    strictDateFilters: true,
    explainBadJson: true,
  },
};
