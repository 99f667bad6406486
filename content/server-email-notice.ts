// The owner's notice on /admin about email in a build with the shared server, which emails the owner and the
// customers itself (server/mail, docs/email.md). Its own module, so that the static shop, whose pages carry
// content/admin.ts, carries none of these words.

export const serverEmailNoticeCopy = {
  on: 'New orders, custom requests and new conversations are emailed to you by the shop’s server, and your customers get their receipts and shipping news by email.',
  noOwnerTitle: 'You are not emailed about new orders.',
  noOwnerText:
    'The shop’s server emails your customers their receipts and shipping news, but has no address for you (OWNER_EMAIL, docs/email.md): ' +
    'new orders, custom requests and new conversations reach only this dashboard.',
  offTitle: 'Email from the shop’s server is off.',
  offText:
    'The server has no mail settings (SMTP_URL and MAIL_FROM, docs/email.md): customers get no receipts or shipping news by email, ' +
    'and new orders, custom requests and new conversations reach only this dashboard.',
};
