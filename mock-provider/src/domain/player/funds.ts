import {
  MSG,
  formatInsertTime,
  isValidPhone,
  minimumAddMessage,
  type DepositRequest,
  type PaymentDetails,
  type PaymentMethod,
} from '@panna/shared';
import { randomInt } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { World } from '../../worlds/world';
import { MAX_BALANCE } from '../ledger';
import { refuse, wholeAmount, type Outcome } from '../outcome';
import { settingsOf } from '../settings';
import { enforces } from '../strict-notes';
import { isNobody, type Player } from '../users';
import { UPI_METHODS, qrImage, upiUri, type UpiMethod } from './upi';

export const FUNDS_MESSAGES = {
  ok: MSG.SUCCESS,
  /** The real server's, by whether the player had saved a number before. */
  upiUpdated: (method: string) => `${method} Number updated successfully.`,
  upiRegistered: (method: string) => `${method} Number successfully register.`,
  depositAdded: MSG.DEPOSIT_ADDED,
  // The simulator's own: it keeps whole positive amounts only, none past what a wallet holds.
  invalidAmount: 'Amount must be a whole number greater than 0',
  depositTooLarge: `Amount must be at most ${MAX_BALANCE}, the most a wallet holds`,
  // strict only.
  invalidNumber: (method: string) => `Please enter a valid 10-digit ${method} number`,
  depositBelowMinimum: minimumAddMessage,
  depositAboveMaximum: (max: number) => `Maximum amount to add is ${max}`,
} as const;

/** A request number no row holds yet: seven random digits, as the real server's are. */
export function newRequestNumber(taken: (n: string) => boolean) {
  for (;;) {
    const candidate = String(randomInt(1_000_000, 10_000_000));
    if (!taken(candidate)) return candidate;
  }
}

interface DepositRow {
  id: number;
  amount: number;
  payment_method: string;
  tx_request_number: string;
  status: string;
  receipt: string;
  created_at: number;
}

const asDeposit = (row: DepositRow): DepositRequest => ({
  amount: String(row.amount),
  insert_date: formatInsertTime(row.created_at),
  payment_method: row.payment_method,
  payment_receipt: row.receipt,
  request_status: row.status,
  tx_request_number: row.tx_request_number,
});

/** Balance limits, saved UPI numbers, the deposit QR and deposit requests (no money moves here). */
export function createFunds(world: World) {
  const db = world.db;
  const held = db.prepare<[number], { held: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS held FROM withdraw_requests WHERE user_id = ? AND status = '0'",
  );
  const details = db.prepare<[number], PaymentDetails>(
    'SELECT google_pay_number, paytm_number, phone_pay_number FROM payment_details WHERE user_id = ?',
  );
  // One whole statement per column: SQL text is never assembled from names.
  const saveNumber: Record<UpiMethod['column'], Statement<[number, string]>> = {
    google_pay_number: db.prepare(
      `INSERT INTO payment_details (user_id, google_pay_number) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET google_pay_number = excluded.google_pay_number`,
    ),
    paytm_number: db.prepare(
      `INSERT INTO payment_details (user_id, paytm_number) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET paytm_number = excluded.paytm_number`,
    ),
    phone_pay_number: db.prepare(
      `INSERT INTO payment_details (user_id, phone_pay_number) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET phone_pay_number = excluded.phone_pay_number`,
    ),
  };
  const deposits = db.prepare<[number, number], DepositRow>(
    'SELECT * FROM deposit_requests WHERE user_id = ? ORDER BY id DESC LIMIT ?',
  );
  const depositNumberTaken = db.prepare<[string], { id: number }>(
    'SELECT id FROM deposit_requests WHERE tx_request_number = ?',
  );
  const insertDeposit = db.prepare<[number, number, string, number]>(
    'INSERT INTO deposit_requests (user_id, amount, tx_request_number, created_at) VALUES (?, ?, ?, ?)',
  );

  const paymentDetails = (user: Player): PaymentDetails =>
    details.get(user.id) ?? { google_pay_number: '', paytm_number: '', phone_pay_number: '' };

  return {
    /** Points waiting in pending withdraw requests (already debited). */
    heldAmount: (user: Player): number => held.get(user.id)?.held ?? 0,
    paymentDetails,
    /** One entry per UPI app the player saved a number for. */
    paymentMethods(user: Player): PaymentMethod[] {
      const saved = paymentDetails(user);
      return UPI_METHODS.filter((m) => saved[m.column] !== '').map((m) => ({
        type: m.method,
        name: m.listName,
        value: saved[m.column],
      }));
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
      if (!isNobody(user)) saveNumber[method.column].run(user.id, value);
      const msg = before ? FUNDS_MESSAGES.upiUpdated : FUNDS_MESSAGES.upiRegistered;
      return { ok: true, msg: msg(method.name) };
    },
    async qr(): Promise<{ upi_id: string; qr_image: string }> {
      const { upiId, payeeName } = settingsOf(world).all();
      return { upi_id: upiId, qr_image: await qrImage(upiUri(upiId, payeeName)) };
    },
    deposits: (user: Player, limit = 1000): DepositRequest[] =>
      deposits.all(user.id, limit).map(asDeposit),
    /**
     * A pending deposit: money moves only when the control plane approves it. strict keeps it
     * within the deposit limits; both keep it within MAX_BALANCE, as more could never be approved.
     * A token no player holds gets "UnAuthorized request": there is nobody to credit (the real
     * server files it under user 0).
     */
    addDeposit(user: Player, amountValue: number | string): Outcome<{ id: number }> {
      if (isNobody(user)) return refuse(MSG.UNAUTHORIZED);
      const amount = wholeAmount(amountValue);
      if (amount === undefined) return refuse(FUNDS_MESSAGES.invalidAmount);
      const { minDeposit, maxDeposit } = settingsOf(world).all();
      const outside =
        amount < minDeposit
          ? FUNDS_MESSAGES.depositBelowMinimum(minDeposit)
          : amount > maxDeposit
            ? FUNDS_MESSAGES.depositAboveMaximum(maxDeposit)
            : undefined;
      if (outside && enforces(world, 'depositLimits', outside)) return refuse(outside);
      if (amount > MAX_BALANCE) return refuse(FUNDS_MESSAGES.depositTooLarge);
      const now = world.clock.now();
      const number = newRequestNumber((n) => depositNumberTaken.get(n) !== undefined);
      const id = Number(insertDeposit.run(user.id, amount, number, now).lastInsertRowid);
      return { ok: true, id };
    },
  };
}

export const fundsOf = (world: World) => world.service(createFunds);
