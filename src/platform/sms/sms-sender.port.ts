export type SmsMessage = { to: string; text: string };

/**
 * Sends a text message to an Indian 10-digit mobile number. Adapters: the database outbox for local runs and tests
 * (`sms_outbox`, read like the mail outbox), or an HTTP SMS gateway when SMS_PROVIDER_URL is set.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
