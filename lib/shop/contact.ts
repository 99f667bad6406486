// The contact form: sent by email, not stored.
import { buildTemplateParams, validateContact } from '@/lib/support/contact';
import type { ContactFields, FileInfo } from '@/lib/support/contact-fields';
import { contactTooSoon } from '@/content/contact-form-checks';
import { fail, invalid, succeed, type ShopResult } from './result';
import { checkFields, hasErrors } from './run';

/** The sender (its settings and limits): most visitors to /contact only read it, so it is fetched apart. */
export const emailSender = { load: () => import('@/lib/notifications/send-email') };

// The form fetches this module as the shopper starts on it; the sender comes along, ready before the first send.
// A failed fetch here is tried again on the send.
emailSender.load().catch(() => {});

const notSent = () => fail<null>({ kind: 'unavailable', message: 'The message could not be sent.' });

/**
 * Sends the contact form by email (it is not stored); too soon after the last one, says how long to wait. Never
 * throws: a sender that cannot be fetched (offline, or gone after a deploy) is a message not sent.
 */
export async function sendContactMessage(fields: ContactFields, attachments: FileInfo[]): Promise<ShopResult<null>> {
  const errors = validateContact(fields);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  let sent;
  try {
    const { sendEmail } = await emailSender.load();
    sent = await sendEmail(buildTemplateParams(fields, attachments));
  } catch {
    return notSent();
  }
  if (sent.ok) return succeed(null);
  if (sent.reason === 'too-soon') {
    return fail({ kind: 'unavailable', message: contactTooSoon(sent.retryInSeconds), retryInSeconds: sent.retryInSeconds });
  }
  return notSent();
}
