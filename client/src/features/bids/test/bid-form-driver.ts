/** Drives the bid-entry screen the way a player does: by labels and roles. */
import type { BidType, PanaKindBoxes } from '@panna/shared/bids';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';

export type Inputs = {
  digits?: string;
  closedigits?: string;
  points?: string;
  boxes?: PanaKindBoxes;
};

// No pause between keystrokes: hundreds of them per type.
export const user = userEvent.setup({ delay: null });

const fieldLabel = (type: BidType, key: 'digits' | 'closedigits') =>
  type.fields.find((field) => field.key === key)?.label;

/** Replaces every field's value (absent means empty) and the SP DP TP boxes, then Proceed. */
export async function proceed(type: BidType, inputs: Inputs): Promise<void> {
  for (const key of ['digits', 'closedigits'] as const) {
    const label = fieldLabel(type, key);
    if (label) await retype(screen.getByLabelText(label, { exact: true }), inputs[key]);
  }
  if (type.id === 'sp-dp-tp') {
    const boxes = inputs.boxes ?? { sp: false, dp: false, tp: false };
    for (const [key, name] of [
      ['sp', 'SP'],
      ['dp', 'DP'],
      ['tp', 'TP'],
    ] as const) {
      const box = screen.getByRole('checkbox', { name });
      if ((box as HTMLInputElement).checked !== boxes[key]) await user.click(box);
    }
  }
  await retype(screen.getByLabelText('Points'), inputs.points);
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
}

async function retype(input: HTMLElement, value = ''): Promise<void> {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** The wallet amount the header shows. */
export function shownWallet(): number {
  const link = screen.getByRole('link', { name: /wallet balance/i });
  return Number(link.textContent?.replace(/[^\d.-]/g, ''));
}

/** Waits for the provider's balance to reach the header (Proceed is enabled then). */
export async function walletLoaded(): Promise<number> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled());
  return shownWallet();
}

export function pendingRows(): HTMLElement[] {
  const list = screen.queryByRole('region', { name: 'Your bids' });
  return list ? within(list).getAllByRole('listitem') : [];
}

/** A fact ('Total Bid', 'Game Type', ...) in the confirmation dialog. */
export function dialogFact(term: string): string {
  const dialog = screen.getByRole('dialog');
  const dt = within(dialog).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}
