import type { Orm } from '../db/orm';
import { sessionOf } from '../db/session';
import { empty, sql } from '../db/sql';
import type { MailMessage, Mailer } from './mailer.port';

/** A `mail_outbox` row as the driver answers it. */
type OutboxRow = { id: string; to_address: string; subject: string; text_body: string; html_body: string; created_at: Date };

export type OutboxMail = { id: string; toAddress: string; subject: string; textBody: string; htmlBody: string; createdAt: Date };

const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  toAddress: row.to_address,
  subject: row.subject,
  textBody: row.text_body,
  htmlBody: row.html_body,
  createdAt: new Date(row.created_at),
});

/** Local and test delivery: keeps every message in `mail_outbox` and prints it on the console. */
export function createOutboxMailer(orm: Orm, print: (line: string) => void = console.log): Mailer {
  return {
    async send(message: MailMessage) {
      await sql`insert into mail_outbox (to_address, subject, text_body, html_body)
        values (${message.to}, ${message.subject}, ${message.text}, ${message.html})`.run(sessionOf(orm));
      print(`\n📧 Mail to ${message.to}: ${message.subject}\n${message.text}\n`);
    },
  };
}

/** The messages kept for `to` (or all), newest first. */
export async function readOutbox(orm: Orm, to?: string): Promise<OutboxMail[]> {
  const rows = await sql`select id, to_address, subject, text_body, html_body, created_at from mail_outbox
    ${to ? sql`where to_address = ${to}` : empty} order by created_at desc`.rows<OutboxRow>(sessionOf(orm));
  return rows.map(toMail);
}
