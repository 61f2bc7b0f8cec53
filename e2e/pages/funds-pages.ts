import type { Locator, Page } from '@playwright/test';

/** The 'Current Balance' card of the funds screens, as a number. */
async function balanceOf(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Current Balance' });
  return Number((await card.getByText(/₹/).innerText()).replace(/[^\d.]/g, ''));
}

/** /imp9 and /addfund: balance and the payment options. */
export class AddFundsPage {
  readonly balanceCard: Locator;
  readonly payViaUpi: Locator;
  readonly payViaQr: Locator;

  constructor(readonly page: Page) {
    this.balanceCard = page.getByRole('region', { name: 'Current Balance' });
    this.payViaUpi = page.getByRole('link', { name: 'Pay via UPI' });
    this.payViaQr = page.getByRole('link', { name: 'Pay via QR' });
  }

  balance(): Promise<number> {
    return balanceOf(this.page);
  }
}

/** /payviaupi: amount, the UPI app, Add Money. */
export class UpiPayPage {
  readonly amount: Locator;
  readonly addMoney: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByLabel('Amount');
    this.addMoney = page.getByRole('button', { name: /^(Add Money|Processing\.\.\.)$/ });
  }

  async pay(
    amount: string,
    app: 'PhonePe' | 'Google Pay' | 'Paytm' | 'Other UPI Gateway',
  ): Promise<void> {
    await this.amount.fill(amount);
    await this.page.getByRole('radio', { name: app }).check();
    await this.addMoney.click();
  }
}

/** /imp7: Wallet Management and its UPI withdraw methods. */
export class WalletPage {
  readonly upiMethods: Locator;

  constructor(readonly page: Page) {
    this.upiMethods = page.getByRole('button', { name: 'UPI Withdraw Methods' });
  }

  /** Opens the add-number modal of one method and sends the code. */
  async addUpiNumber(method: string, number: string): Promise<Locator> {
    await this.upiMethods.click();
    await this.page.getByRole('button', { name: method }).click();
    const modal = this.page.getByRole('dialog', { name: `${method} UPI Number` });
    await modal.getByLabel('Phone No').fill(number);
    await modal.getByRole('button', { name: 'Send OTP' }).click();
    return modal;
  }
}

/** /withdraw: amount, method, Withdraw Now. */
export class WithdrawPage {
  readonly amount: Locator;
  readonly method: Locator;
  readonly withdrawNow: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByLabel('Amount');
    this.method = page.getByLabel('Payment Method');
    this.withdrawNow = page.getByRole('button', { name: 'Withdraw Now' });
  }

  async withdraw(amount: string, method: string | RegExp): Promise<void> {
    await this.amount.fill(amount);
    const option = await this.method.getByRole('option', { name: method }).textContent();
    await this.method.selectOption({ label: option ?? '' });
    await this.withdrawNow.click();
  }

  balance(): Promise<number> {
    return balanceOf(this.page);
  }
}

/** /transfer: receiver and points, then the confirmation. */
export class TransferPage {
  readonly phone: Locator;
  readonly points: Locator;
  readonly transferButton: Locator;
  readonly confirmModal: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel('Phone No');
    this.points = page.getByLabel('Points');
    this.transferButton = page.getByRole('button', { name: 'Transfer', exact: true });
    this.confirmModal = page.getByRole('dialog', { name: 'Confirm Transfer' });
  }

  async transfer(mobile: string, points: string): Promise<void> {
    await this.phone.fill(mobile);
    await this.points.fill(points);
    await this.transferButton.click();
  }

  balance(): Promise<number> {
    return balanceOf(this.page);
  }
}
