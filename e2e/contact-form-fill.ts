// Filling in /contact's form as a shopper would: Ada Lovelace asking about a custom walnut board.
import type { Page } from '@playwright/test';

export async function fillContactForm(page: Page) {
  await page.getByLabel(/^Name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Phone/).fill('780-555-0100');
  await page.getByLabel(/^Subject/).selectOption('Custom Order');
  await page.getByLabel(/^Message/).fill('Could you make a walnut board with our family name?');
}
