import type { Orm } from '../db/orm';
import { MailOutboxEntity } from './mail-outbox.entity';
import type { MailMessage, Mailer } from './mailer.port';

/** Local and test delivery: keeps every message in `mail_outbox` and prints it on the console. */
export function createOutboxMailer(orm: Orm, print: (line: string) => void = console.log): Mailer {
  return {
    async send(message: MailMessage) {
      const em = orm.em.fork();
      em.create(MailOutboxEntity, {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      await em.flush();
      print(`\n📧 Mail to ${message.to}: ${message.subject}\n${message.text}\n`);
    },
  };
}

export async function readOutbox(orm: Orm, to?: string) {
  const em = orm.em.fork();
  return em.find(MailOutboxEntity, to ? { toAddress: to } : {}, { orderBy: { createdAt: 'desc' } });
}
