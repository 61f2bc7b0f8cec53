import {
  BANK_ACCOUNT_METHOD,
  MSG,
  formatDatabaseTime,
  isValidPhone,
  minimumAddMessage,
  type PaymentData,
  type PaymentDetails,
  type PaymentMethod,
} from '@panna/shared';
import { randomInt } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { World } from '../../worlds/world';
import { MAX_BALANCE } from '../../contract/limits';
import { refuse, type Outcome } from '../outcome';
import { settingsOf } from '../settings';
import { enforces } from '../strict-notes';
import { isNobody, type Player } from '../users';
import { ucwords } from './php';
import { UPI_METHODS, qrImage, upiUri, type UpiMethod } from './upi';

export const FUNDS_MESSAGES = {
  ok: MSG.SUCCESS,
  /** The real server's, by whether the player had saved a number before. */
  upiUpdated: (method: string) => `${method} Number updated successfully.`,
  upiRegistered: (method: string) => `${method} Number successfully register.`,
  bankRegistered: 'Bank Detail successfully register.',
  bankUpdated: 'Bank Detail updated successfully.',
  depositAdded: MSG.DEPOSIT_ADDED,
  // The simulator's own: it keeps whole positive amounts only, none past what a wallet holds.
  invalidAmount: 'Amount must be a whole number greater than 0',
  depositTooLarge: `Amount must be at most ${MAX_BALANCE}, the most a wallet holds`,
  // strict only.
  invalidNumber: (method: string) => `Please enter a valid 10-digit ${method} number`,
  invalidAccountNumber: 'Please enter a valid account number (9 to 18 digits)',
  invalidIfsc: 'Please enter a valid IFSC code',
  noAccountHolder: 'Please enter the account holder name',
  noBankName: 'Please enter the bank name',
  depositBelowMinimum: minimumAddMessage,
  depositAboveMaximum: (max: number) => `Maximum amount to add is ${max}`,
} as const;

/**
 * How to pay a deposit, as api-payment-data's four steps (the simulator's own words: the real
 * server's script for this call is not known).
 */
export const PAYMENT_STEPS = {
  step1: 'Open any UPI app: Google Pay, PhonePe, Paytm or BHIM.',
  step2: (upiId: string, payee: string) =>
    `Pay the amount you want to add to ${upiId} (${payee}), or scan the QR code.`,
  step3: 'Note the UTR (the UPI reference number) the app shows for the payment.',
  step4:
    'Tap Confirm payment and enter the amount and the UTR: the points are added once approved.',
} as const;

/** The name of the bank account in the payment-method list, the real server's. */
export const BANK_ACCOUNT_NAME = 'Account number';

/** Where request numbers are drawn from; a test scripts it to repeat a draw. */
export const requestNumberDraw = { next: (): number => randomInt(1_000_000, 10_000_000) };

/** A request number no row holds yet: seven random digits, as the real server's are. */
export function newRequestNumber(taken: (n: string) => boolean) {
  for (;;) {
    const candidate = String(requestNumberDraw.next());
    if (!taken(candidate)) return candidate;
  }
}

/** A bank account as the player saves it. */
export interface BankAccount {
  bank_name: string;
  branch_address: string;
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
}

interface DetailsRow extends BankAccount {
  google_pay_number: string;
  paytm_number: string;
  phone_pay_number: string;
  created_at: number | null;
}

const NO_DETAILS: DetailsRow = {
  google_pay_number: '',
  paytm_number: '',
  phone_pay_number: '',
  bank_name: '',
  branch_address: '',
  ac_holder_name: '',
  ac_number: '',
  ifsc_code: '',
  created_at: null,
};

const ACCOUNT_NUMBER = /^\d{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/i;

/**
 * Balance limits, saved UPI numbers and bank account, the deposit QR (no money moves here). The
 * bank account lives in the row that holds the UPI numbers, as on the real server.
 */
export function createFunds(world: World) {
  const db = world.db;
  const held = db.prepare<[number], { held: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS held FROM withdraw_requests WHERE user_id = ? AND status = '0'",
  );
  const details = db.prepare<[number], DetailsRow>(
    `SELECT google_pay_number, paytm_number, phone_pay_number, bank_name, branch_address,
            ac_holder_name, ac_number, ifsc_code, created_at
     FROM payment_details WHERE user_id = ?`,
  );
  // One whole statement per column: SQL text is never assembled from names.
  const saveNumber: Record<UpiMethod['column'], Statement<[number, string, number]>> = {
    google_pay_number: db.prepare(
      `INSERT INTO payment_details (user_id, google_pay_number, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET google_pay_number = excluded.google_pay_number`,
    ),
    paytm_number: db.prepare(
      `INSERT INTO payment_details (user_id, paytm_number, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET paytm_number = excluded.paytm_number`,
    ),
    phone_pay_number: db.prepare(
      `INSERT INTO payment_details (user_id, phone_pay_number, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET phone_pay_number = excluded.phone_pay_number`,
    ),
  };
  const saveAccount = db.prepare<[number, string, string, string, string, string, number]>(
    `INSERT INTO payment_details (user_id, bank_name, branch_address, ac_holder_name, ac_number,
       ifsc_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET bank_name = excluded.bank_name,
       branch_address = excluded.branch_address, ac_holder_name = excluded.ac_holder_name,
       ac_number = excluded.ac_number, ifsc_code = excluded.ifsc_code`,
  );

  const saved = (user: Player): DetailsRow => details.get(user.id) ?? NO_DETAILS;

  /** strict's checks of a bank account, the first broken one. */
  const accountProblem = (account: BankAccount): string | undefined =>
    account.bank_name === ''
      ? FUNDS_MESSAGES.noBankName
      : account.ac_holder_name === ''
        ? FUNDS_MESSAGES.noAccountHolder
        : !ACCOUNT_NUMBER.test(account.ac_number)
          ? FUNDS_MESSAGES.invalidAccountNumber
          : !IFSC.test(account.ifsc_code)
            ? FUNDS_MESSAGES.invalidIfsc
            : undefined;

  return {
    /** Points waiting in pending withdraw requests (already debited). */
    // Stryker disable next-line OptionalChaining: a sum always answers a row; this only narrows the type.
    heldAmount: (user: Player): number => held.get(user.id)?.held ?? 0,
    /** The saved numbers, the bank account's holder and when the row was made. */
    paymentDetails(user: Player): PaymentDetails {
      const row = saved(user);
      return {
        google_pay_number: row.google_pay_number,
        paytm_number: row.paytm_number,
        phone_pay_number: row.phone_pay_number,
        ac_holder_name: row.ac_holder_name,
        insert_date: row.created_at === null ? '' : formatDatabaseTime(row.created_at),
      };
    },
    /** The saved bank account; its `ac_number` is "" when none is. */
    bankAccount(user: Player): BankAccount {
      const { bank_name, branch_address, ac_holder_name, ac_number, ifsc_code } = saved(user);
      return { bank_name, branch_address, ac_holder_name, ac_number, ifsc_code };
    },
    /** The bank account first (once saved), then one entry per UPI app the player saved. */
    paymentMethods(user: Player): PaymentMethod[] {
      const row = saved(user);
      const bank: PaymentMethod[] =
        row.ac_number === ''
          ? []
          : [{ type: BANK_ACCOUNT_METHOD, name: BANK_ACCOUNT_NAME, value: row.ac_number }];
      const upi = UPI_METHODS.filter((m) => row[m.column] !== '').map((m): PaymentMethod => ({
        type: m.method,
        name: m.listName,
        value: row[m.column],
      }));
      return [...bank, ...upi];
    },
    /**
     * Saves a UPI number; answers the real server's message, which says whether the player had
     * saved any number before. strict wants a 10-digit mobile. Nothing is stored for NOBODY.
     */
    saveUpi(user: Player, method: UpiMethod, number: string | undefined): Outcome<{ msg: string }> {
      const value = (number ?? '').trim();
      const invalid = FUNDS_MESSAGES.invalidNumber(method.name);
      if (!isValidPhone(value) && enforces(world, 'upiNumberCheck', invalid))
        return refuse(invalid);
      const before = details.get(user.id);
      if (!isNobody(user)) saveNumber[method.column].run(user.id, value, world.clock.now());
      const msg = before ? FUNDS_MESSAGES.upiUpdated : FUNDS_MESSAGES.upiRegistered;
      return { ok: true, msg: msg(method.name) };
    },
    /**
     * Saves the bank account, the bank's and the holder's names word-capitalised as the real server
     * stores them. Answers whether the player's row was made now (then its id, as `bank_id`). strict
     * wants every field and a well-formed account number and IFSC. Nothing is stored for NOBODY.
     */
    saveBank(user: Player, sent: BankAccount): Outcome<{ msg: string; bankId?: number }> {
      const account: BankAccount = {
        bank_name: ucwords(sent.bank_name.trim()),
        branch_address: sent.branch_address.trim(),
        ac_holder_name: ucwords(sent.ac_holder_name.trim()),
        ac_number: sent.ac_number.trim(),
        ifsc_code: sent.ifsc_code.trim(),
      };
      const problem = accountProblem(account);
      if (problem && enforces(world, 'upiNumberCheck', problem)) return refuse(problem);
      const before = details.get(user.id);
      if (isNobody(user)) return { ok: true, msg: FUNDS_MESSAGES.bankRegistered };
      saveAccount.run(
        user.id,
        account.bank_name,
        account.branch_address,
        account.ac_holder_name,
        account.ac_number,
        account.ifsc_code,
        world.clock.now(),
      );
      // The row's id is the player's: payment_details is keyed by user_id.
      return before
        ? { ok: true, msg: FUNDS_MESSAGES.bankUpdated }
        : { ok: true, msg: FUNDS_MESSAGES.bankRegistered, bankId: user.id };
    },
    async qr(): Promise<{ upi_id: string; qr_image: string }> {
      const { upiId, payeeName } = settingsOf(world).all();
      return { upi_id: upiId, qr_image: await qrImage(upiUri(upiId, payeeName)) };
    },
    /** How to pay a deposit: the steps, the deposit UPI id and its QR code (a PNG data URL). */
    async paymentData(): Promise<PaymentData> {
      const { upiId, payeeName } = settingsOf(world).all();
      return {
        step1: PAYMENT_STEPS.step1,
        step2: PAYMENT_STEPS.step2(upiId, payeeName),
        step3: PAYMENT_STEPS.step3,
        step4: PAYMENT_STEPS.step4,
        upi: upiId,
        qr: await qrImage(upiUri(upiId, payeeName)),
      };
    },
  };
}

export function fundsOf(world: World) {
  return world.service(createFunds);
}
