import type { Locator, Page } from '@playwright/test';
import { paths } from '../fixtures/paths';

/** /profile: the name and mobile, Edit Profile. */
export class ProfilePage {
  readonly editButton: Locator;
  readonly name: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.editButton = page.getByRole('button', { name: 'Edit Profile' });
    this.name = page.getByLabel('Name');
    this.saveButton = page.getByRole('button', { name: 'Save' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.profile);
  }

  async rename(name: string): Promise<void> {
    await this.editButton.click();
    await this.name.fill(name);
    await this.saveButton.click();
  }
}
