import type { Locator, Page } from '@playwright/test';

/** The top bar of every screen: back arrow, the scrolling title, the wallet pill. */
export class AppHeader {
  readonly bar: Locator;
  readonly back: Locator;
  /** The title's box (a heading on standalone screens, a line on the header layout). */
  readonly title: Locator;
  /** The title's text, which moves inside that box when it does not fit. */
  readonly titleText: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByRole('banner');
    this.back = this.bar.getByRole('button', { name: 'Back' });
    this.title = this.bar.locator('.app-header__title');
    this.titleText = this.title.locator('.marquee__text');
  }

  /**
   * Stops the title's scrolling (if any) at `fraction` of one cycle, and returns how many
   * animations it had: 0 for a title that stands still.
   */
  async holdTitleAt(fraction: number): Promise<number> {
    return this.title.evaluate((title, at) => {
      const animations = title.getAnimations({ subtree: true });
      for (const animation of animations) {
        animation.pause();
        const cycle = Number(animation.effect?.getComputedTiming().duration ?? 0);
        animation.currentTime = cycle * at;
      }
      return animations.length;
    }, fraction);
  }

  /** Where the title's text is, against its box: the text's left and right edges less the box's. */
  async titleOffsets(): Promise<{ left: number; right: number }> {
    const box = await this.title.boundingBox();
    const text = await this.titleText.boundingBox();
    if (!box || !text) throw new Error('the title is not on screen');
    return { left: text.x - box.x, right: text.x + text.width - (box.x + box.width) };
  }
}
