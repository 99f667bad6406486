// Filling in /contact's form as a shopper would: Ada Lovelace asking about a custom walnut board.
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { contactForm } from '@/content/contact-form';

export async function fillContactForm(page: Page) {
  await page.getByLabel(/^Name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Phone/).fill('780-555-0100');
  await page.getByLabel(/^Subject/).selectOption('Custom Order');
  await page.getByLabel(/^Message/).fill('Could you make a walnut board with our family name?');
}

/** Opens /contact, sends that message and waits for the shop to confirm it. */
export async function sendContactMessage(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  await fillContactForm(page);
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeVisible();
}
