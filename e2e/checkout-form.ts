// Filling in /checkout as a shopper would: the address of a guest in Missoula, and a card that expires in 2039.
import type { Page } from '@playwright/test';

export async function fillAddress(page: Page) {
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Street address').fill('12 Main Street');
  await page.getByLabel('City').fill('Missoula');
  await page.getByLabel('State').selectOption('MT');
  await page.getByLabel('ZIP code').fill('59801');
}

export async function fillCard(page: Page, nameOnCard = 'Ada Lovelace') {
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVV)').fill('123');
}
