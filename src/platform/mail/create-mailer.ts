import type { Orm } from '../db/orm';
import type { Mailer } from './mailer.port';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export const createMailer = (options: { smtpUrl?: string; from: string }, orm: Orm): Mailer =>
  options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(orm);
