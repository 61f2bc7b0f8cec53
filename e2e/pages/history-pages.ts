import type { Locator, Page } from '@playwright/test';

/** Any history screen: its cards (bids, wins, passbook lines, withdraw requests). */
export class HistoryPage {
  readonly cards: Locator;
  /** The From / To date filter of the bid and win histories, with its Submit. */
  readonly filter: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByRole('article');
    this.filter = page.getByRole('form', { name: 'Date range' });
    this.from = this.filter.getByLabel('From');
    this.to = this.filter.getByLabel('To');
    this.submit = this.filter.getByRole('button', { name: 'Submit' });
  }

  /** The card that mentions every one of `texts` (a market, an amount, a note). */
  card(...texts: (string | RegExp)[]): Locator {
    return texts.reduce((cards, text) => cards.filter({ hasText: text }), this.cards);
  }

  /** A card's value for a label (Digits, Points, Win Amount, ...). */
  value(card: Locator, label: string): Locator {
    return card
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
