// The contact form: sent by email, not stored.
import { buildTemplateParams, validateContact } from '../contact';
import type { ContactFields, FileInfo } from '../contact-fields';
import { contactTooSoon } from '@/content/contact-form-checks';
import { fail, invalid, succeed, type ShopResult } from './result';
import { checkFields, hasErrors } from './run';

/** Sends the contact form by email (it is not stored); too soon after the last one, says how long to wait. */
export async function sendContactMessage(fields: ContactFields, attachments: FileInfo[]): Promise<ShopResult<null>> {
  const errors = validateContact(fields);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  // The sender (its settings and limits) is fetched on the first send: most visitors to /contact read it only.
  const { sendEmail } = await import('../send-email');
  const sent = await sendEmail(buildTemplateParams(fields, attachments));
  if (sent.ok) return succeed(null);
  if (sent.reason === 'too-soon') {
    return fail({ kind: 'unavailable', message: contactTooSoon(sent.retryInSeconds), retryInSeconds: sent.retryInSeconds });
  }
  return fail({ kind: 'unavailable', message: 'The message could not be sent.' });
}
