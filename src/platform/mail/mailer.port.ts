export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail. Adapters: SMTP (when SMTP_URL is set) or the database outbox for local runs and tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
