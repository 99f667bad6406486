// An SMTP server for the tests (smtp-server, on 127.0.0.1): it takes every email the shop's server sends, reads it
// back with mailparser and keeps it, so a test can say who got what, and how often. Nothing leaves this machine.
// Optionally it also answers GET /messages over HTTP with what it received (JSON), for the e2e journeys, which run
// in another process (scripts/e2e-backend.mjs starts it and tells Playwright where it is).
//
//   const catcher = await startSmtpCatcher();          // a free port; SMTP_URL = catcher.url
//   const again = await startSmtpCatcher({ port });    // the same port again, after stop(): the server "came back"
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const addressesOf = (field) => (field ? (Array.isArray(field) ? field : [field]).flatMap((group) => group.value.map((a) => a.address)) : []);

export async function startSmtpCatcher({ port = 0, http = false, refuse = [] } = {}) {
  const received = [];
  const waiters = new Set();
  const smtp = new SMTPServer({
    // The shop's server connects without TLS here (nothing leaves the machine); a login, when SMTP_URL has one, is
    // taken and remembered, so a test can see the credentials were used.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    // An address in `refuse` is refused for good (550), as a mail server refuses one that does not exist.
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        const error = new Error('No such user here');
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user ?? null,
            from: mail.from?.text ?? '',
            to: addressesOf(mail.to),
            replyTo: addressesOf(mail.replyTo),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            receivedAt: new Date().toISOString(),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  smtp.on('error', () => {});
  const smtpPort = smtp.server.address().port;

  let httpServer = null;
  let httpUrl = null;
  if (http) {
    httpServer = createServer((request, response) => {
      if (request.method === 'GET' && request.url === '/messages') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify(received));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    httpUrl = `http://127.0.0.1:${httpServer.address().port}/messages`;
  }

  return {
    port: smtpPort,
    url: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl,
    /** Everything received so far, oldest first. */
    messages: () => [...received],
    /** The emails to `address` (an envelope recipient), oldest first. */
    to: (address) => received.filter((m) => m.envelopeTo.includes(address)),
    /** Resolves with the emails once `test(all received)` is true; rejects after `timeoutMs`. */
    waitFor(test, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!test(received)) return false;
          cleanup();
          resolve([...received]);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`The SMTP catcher did not get what was expected within ${timeoutMs} ms; it has ${received.length}: ${received.map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`).join(' | ')}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        if (!check()) waiters.add(check);
      });
    },
    async stop() {
      await new Promise((resolve) => smtp.close(resolve));
      if (httpServer) {
        await new Promise((resolve) => {
          httpServer.close(() => resolve());
          httpServer.closeAllConnections();
        });
      }
    },
  };
}
