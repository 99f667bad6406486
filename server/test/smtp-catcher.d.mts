export interface CaughtEmail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The SMTP login the sender used, if any. */
  user: string | null;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  receivedAt: string;
}

export interface SmtpCatcher {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** GET it for the emails received, as JSON (only when started with `http: true`). */
  httpUrl: string | null;
  messages(): CaughtEmail[];
  to(address: string): CaughtEmail[];
  waitFor(test: (received: readonly CaughtEmail[]) => boolean, timeoutMs?: number): Promise<CaughtEmail[]>;
  stop(): Promise<void>;
}

export declare function startSmtpCatcher(options?: { port?: number; http?: boolean; refuse?: string[] }): Promise<SmtpCatcher>;
