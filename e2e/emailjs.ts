// EmailJS in the e2e tests: the page gets settings pointing at EmailJS's real send address, and the test answers
// that address itself, so the request is the one a shop would send and no mail leaves this machine.
import type { Page, Request } from '@playwright/test';

/** Where EmailJS's browser SDK posts each message. */
export const EMAILJS_SEND = '**/api/v1.0/email/send';

/** The settings a build with the contact form's EmailJS template has. */
export const CONTACT_EMAIL_CONFIG = { serviceId: 'service_e2e', templateId: 'template_e2e', publicKey: 'public_e2e' };

/** Gives the page these EmailJS settings in place of the build's (lib/notifications/send-email.ts reads window.__EMAILJS_CONFIG__). */
export async function configureEmail(page: Page, config: NonNullable<Window['__EMAILJS_CONFIG__']> = CONTACT_EMAIL_CONFIG) {
  await page.addInitScript((c) => {
    window.__EMAILJS_CONFIG__ = c;
  }, config);
}

/** Answers every send as EmailJS does when it takes the message ("OK"); the requests, in the order they came. */
export async function acceptEmails(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(EMAILJS_SEND, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return requests;
}
