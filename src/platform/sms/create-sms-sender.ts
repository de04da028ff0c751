import type { Orm } from '../db/orm';
import { createHttpSmsSender } from './http-sms-sender';
import { createOutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender.port';

/** The gateway when SMS_PROVIDER_URL is set, the database outbox otherwise (local runs and tests). */
export const createSmsSender = (options: { smsProviderUrl?: string; smsProviderKey?: string; smsSender: string }, orm: Orm): SmsSender =>
  options.smsProviderUrl
    ? createHttpSmsSender({ url: options.smsProviderUrl, key: options.smsProviderKey, sender: options.smsSender })
    : createOutboxSmsSender(orm);
