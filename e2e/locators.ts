// Parts of the shop's pages that journeys in both suites (e2e/, e2e-backend/) look for.
import type { Page } from '@playwright/test';

/** The header's account menu button, named by the signed-in shopper's first name. */
export const accountButton = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${firstName}\\b`) });

/** One value of the order summary on /cart and /checkout. */
export const summaryValue = (page: Page, name: 'subtotal' | 'shipping' | 'tax' | 'total') => page.getByTestId(`summary-${name}`);
