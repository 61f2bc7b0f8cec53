import type { Locator, Page } from '@playwright/test';
import { paths } from '../fixtures/paths';

/** A market list: where it is and the name it is announced by. */
export interface MarketList {
  path: string;
  name: string;
}

/** A market card of a list (home, Starline, Gali): its tap target and its texts. */
export class MarketCard {
  readonly button: Locator;
  readonly chartLink: Locator;

  constructor(readonly item: Locator) {
    this.button = item.getByRole('button');
    this.chartLink = item.getByRole('link', { name: /View Charts/ });
  }
}

/** /imp and the other market lists. */
export class HomePage {
  static readonly MAIN: MarketList = { path: paths.home, name: 'Markets' };
  static readonly STARLINE: MarketList = { path: paths.starline, name: 'Starline markets' };
  static readonly GALI: MarketList = { path: paths.gali, name: 'Gali Disawar markets' };

  readonly markets: Locator;
  readonly menuButton: Locator;
  readonly walletLink: Locator;
  readonly footer: Locator;

  constructor(
    readonly page: Page,
    private readonly list: MarketList = HomePage.MAIN,
  ) {
    this.markets = page.getByRole('list', { name: list.name });
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.walletLink = page.getByRole('link', { name: /Wallet balance/ });
    this.footer = page.getByRole('navigation', { name: 'Footer' });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.list.path);
  }

  card(name: string): MarketCard {
    return new MarketCard(
      this.markets
        .getByRole('listitem')
        .filter({ has: this.page.getByText(name, { exact: true }) }),
    );
  }

  /** The side menu, opened. */
  async openMenu(): Promise<SideMenu> {
    await this.menuButton.click();
    return new SideMenu(this.page);
  }

  /** The wallet amount in the header, as a number. */
  async wallet(): Promise<number> {
    return Number((await this.walletLink.innerText()).replace(/[^\d.]/g, ''));
  }
}

/** The hamburger drawer. */
export class SideMenu {
  readonly dialog: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.logout = this.dialog.getByRole('button', { name: 'LOGOUT' });
  }

  item(label: string): Locator {
    return this.dialog.getByRole('link', { name: label, exact: true });
  }
}

/** /welcome: what a visitor sees. */
export class LandingPage {
  readonly loginButton: Locator;
  readonly shortcuts: Locator;
  readonly menuButton: Locator;
  /** Download App without a configured installer: installs the web app. */
  readonly downloadButton: Locator;

  constructor(readonly page: Page) {
    this.loginButton = page.getByRole('banner').getByRole('link', { name: 'Login' });
    this.downloadButton = page.getByRole('button', { name: 'Download App' });
    this.shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.welcome);
  }
}
