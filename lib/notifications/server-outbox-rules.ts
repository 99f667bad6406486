// When the server's email outbox (server/mail) tries a message again, and when it stops trying. Pure.

/** The first retry waits this long; each later one twice as long as the one before, up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 5_000;
/** The longest wait between two tries: an SMTP server down for a day is still tried every hour. */
export const RETRY_CAP_MS = 60 * 60_000;

/**
 * The wait after the given number of failed tries (1 after the first): 5 s, 10 s, 20 s ... then every hour. The
 * first wait is a setting (MAIL_FIRST_RETRY_MS), so a test of an SMTP outage need not wait 5 s a try.
 */
export function retryDelayMs(failedTries: number, firstMs = FIRST_RETRY_MS): number {
  const doublings = Math.min(Math.max(Math.floor(failedTries), 1) - 1, 30);
  return Math.min(firstMs * 2 ** doublings, RETRY_CAP_MS);
}

/** What nodemailer's error says about a failed send. */
export interface SendError {
  /** The SMTP command the server refused: 'RCPT TO', 'DATA', 'MAIL FROM', 'AUTH PLAIN'... */
  command?: string;
  responseCode?: number;
}

/**
 * A refusal that trying again cannot change: the SMTP server answered 5xx to this message's recipient (an address
 * that does not exist) or to the message itself. Everything else is tried again: no connection, a timeout, a 4xx
 * "try later", and a refused sender or login (the shop's own settings, MAIL_FROM or SMTP_URL, which the owner can
 * put right without losing what waits).
 */
export function isPermanentFailure(error: SendError): boolean {
  const status = error.responseCode ?? 0;
  return status >= 500 && status < 600 && (error.command === 'RCPT TO' || error.command === 'DATA');
}
