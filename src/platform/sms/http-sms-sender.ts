import type { SmsMessage, SmsSender } from './sms-sender.port';

/**
 * An Indian SMS gateway reached over HTTP (SMS_PROVIDER_URL, SMS_PROVIDER_KEY): one JSON POST per message,
 * `{ to: "+91XXXXXXXXXX", text, sender }`, the key as a bearer token. Gateways differ (MSG91, Gupshup, Kaleyra…):
 * put a small relay or the gateway's compatible endpoint at the URL. DLT registration of the sender id and template
 * is the operator's business (TRAI rules). Never called by the tests, which use the outbox.
 */
export function createHttpSmsSender(options: { url: string; key?: string; sender: string }, fetcher: typeof fetch = fetch): SmsSender {
  return {
    async send(message: SmsMessage) {
      const response = await fetcher(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.key ? { authorization: `Bearer ${options.key}` } : {}) },
        body: JSON.stringify({ to: `+91${message.to}`, text: message.text, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
