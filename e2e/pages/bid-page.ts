import type { Locator, Page } from '@playwright/test';

/** /game, /stargame, /galiallgame: the bid-type tiles of one market. */
export class GameMenuPage {
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
  }

  tile(title: string): Locator {
    return this.page.getByRole('list').getByRole('link', { name: title, exact: true });
  }
}

/** What one Proceed enters: field label to text, the session and SP DP TP's boxes. */
export interface BidInput {
  fields: Record<string, string>;
  points: string;
  session?: 'Open' | 'Close';
  boxes?: ('SP' | 'DP' | 'TP')[];
}

/** Every bid-entry screen: fields, Proceed, the pending list, Submit and the confirmation. */
export class BidPage {
  readonly date: Locator;
  readonly openRadio: Locator;
  readonly closeRadio: Locator;
  readonly points: Locator;
  readonly proceedButton: Locator;
  readonly submitButton: Locator;
  readonly pending: Locator;
  readonly wallet: Locator;
  /** 'Bidding is closed for {type}', when the screen takes no bids. */
  readonly closedNotice: Locator;
  readonly confirm: ConfirmBidsModal;
  readonly found: BidsFoundDialog;

  constructor(readonly page: Page) {
    this.date = page.getByLabel('Date');
    this.openRadio = page.getByRole('radio', { name: 'Open' });
    this.closeRadio = page.getByRole('radio', { name: 'Close' });
    this.points = page.getByLabel('Points', { exact: true });
    this.proceedButton = page.getByRole('button', { name: 'Proceed' });
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.pending = page.getByRole('region', { name: 'Your bids' }).getByRole('listitem');
    this.wallet = page.getByRole('link', { name: /Wallet balance/ });
    this.closedNotice = page.getByRole('status').filter({ hasText: /^Bidding is closed for / });
    this.confirm = new ConfirmBidsModal(page);
    this.found = new BidsFoundDialog(page);
  }

  /** Opens a bid screen (or menu) by its URL (`paths.bidScreen`, `paths.menuScreen`), as a reload would. */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** The pending row of one number (a digit or pana). */
  row(digits: string): Locator {
    return this.pending.filter({
      has: this.page.getByRole('definition').filter({ hasText: new RegExp(`^${digits}$`) }),
    });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Fills one bid and presses Proceed. */
  async proceed(input: BidInput): Promise<void> {
    if (input.session) await this.page.getByRole('radio', { name: input.session }).check();
    for (const [label, value] of Object.entries(input.fields)) await this.field(label).fill(value);
    for (const box of input.boxes ?? [])
      await this.page.getByRole('checkbox', { name: box }).check();
    await this.points.fill(input.points);
    await this.proceedButton.click();
  }

  /** The wallet amount the header shows (the balance less the pending list). */
  async walletShown(): Promise<number> {
    return Number((await this.wallet.innerText()).replace(/[^\d.-]/g, ''));
  }
}

/** 'Confirm Your Bid': the totals, CANCEL and SUBMIT. */
export class ConfirmBidsModal {
  readonly dialog: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;

  /** 'No answer from the server. Checking whether your bid was placed…' */
  readonly checking: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Confirm Your Bid' });
    this.submitButton = this.dialog.getByRole('button', {
      name: /^(SUBMIT|Submitting\.\.\.|Checking\.\.\.)$/,
    });
    this.cancelButton = this.dialog.getByRole('button', { name: 'CANCEL' });
    this.checking = this.dialog
      .getByRole('status')
      .filter({ hasText: /^No answer from the server/ });
  }

  /** The value shown for a term ('Total Bid', 'Total Point', 'Game Type', ...). */
  fact(term: string): Locator {
    return this.dialog
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async number(term: string): Promise<number> {
    return Number(await this.fact(term).innerText());
  }
}

/** 'Your bid was placed': a submission whose answer was lost, found in the bid history. */
export class BidsFoundDialog {
  readonly dialog: Locator;
  readonly rows: Locator;
  readonly okButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Your bid was placed' });
    this.rows = this.dialog.getByRole('listitem');
    this.okButton = this.dialog.getByRole('button', { name: 'OK' });
  }
}
