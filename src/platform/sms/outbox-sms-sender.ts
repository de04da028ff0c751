import type { Orm } from '../db/orm';
import { sessionOf } from '../db/session';
import { empty, sql } from '../db/sql';
import type { SmsMessage, SmsSender } from './sms-sender.port';

/** Local and test delivery: keeps every text in `sms_outbox` and prints it on the console (never sent). */
export function createOutboxSmsSender(orm: Orm, print: (line: string) => void = console.log): SmsSender {
  return {
    async send(message: SmsMessage) {
      await sql`insert into sms_outbox (to_number, text_body) values (${message.to}, ${message.text})`.run(sessionOf(orm));
      print(`\n📱 SMS to ${message.to}: ${message.text}\n`);
    },
  };
}

/** The texts kept for `to` (or all), newest first. */
export async function readSmsOutbox(orm: Orm, to?: string): Promise<{ to: string; text: string; createdAt: string }[]> {
  const rows = await sql`select to_number, text_body, created_at from sms_outbox ${to ? sql`where to_number = ${to}` : empty}
    order by created_at desc, id desc`.rows<{ to_number: string; text_body: string; created_at: Date | string }>(sessionOf(orm));
  return rows.map((row) => ({ to: row.to_number, text: row.text_body, createdAt: new Date(row.created_at).toISOString() }));
}
