import type { Orm } from '../db/orm';
import type { SmsMessage, SmsSender } from './sms-sender.port';

/** Local and test delivery: keeps every text in `sms_outbox` and prints it on the console (never sent). */
export function createOutboxSmsSender(orm: Orm, print: (line: string) => void = console.log): SmsSender {
  return {
    async send(message: SmsMessage) {
      await orm.em.fork().execute('insert into sms_outbox (to_number, text_body) values (?, ?)', [message.to, message.text]);
      print(`\n📱 SMS to ${message.to}: ${message.text}\n`);
    },
  };
}

/** The texts kept for `to` (or all), newest first. */
export async function readSmsOutbox(orm: Orm, to?: string): Promise<{ to: string; text: string; createdAt: string }[]> {
  const rows = await orm.em
    .fork()
    .execute<{ to_number: string; text_body: string; created_at: string }[]>(
      `select to_number, text_body, created_at from sms_outbox ${to ? 'where to_number = ?' : ''} order by created_at desc, id desc`,
      to ? [to] : [],
    );
  return rows.map((row) => ({ to: row.to_number, text: row.text_body, createdAt: new Date(row.created_at).toISOString() }));
}
