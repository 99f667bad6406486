// What the server emails, for the owner's notice on /admin (whoAmI, server/cloud/accounts.ts): set once when the
// server starts (index.ts), from its settings.

/** 'server': customers and the owner are emailed; 'no-owner-address': customers only (no OWNER_EMAIL); 'off': nobody. */
export type MailStatus = 'server' | 'no-owner-address' | 'off';

let status: MailStatus = 'off';

export const mailStatus = (): MailStatus => status;

export function setMailStatus(next: MailStatus): void {
  status = next;
}
