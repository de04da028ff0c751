import { valibotToOpenApi } from '@platform/http/openapi-contract';
import { DELIVERY_EVENTS } from '@modules/webhooks/domain/webhook-events';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER } from '@modules/webhooks/application/signature';
import { WEBHOOK_PAYLOADS, WEBHOOK_SUMMARIES } from './webhook-payloads.schemas';

const header = (name: string, description: string) => ({ name, in: 'header', required: true, schema: { type: 'string' }, description });

const HEADERS = [
  header(
    SIGNATURE_HEADER,
    "`t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256 of `<t>.<raw body>` keyed with the webhook's signing secret. Check it on the raw body, before parsing, and refuse a `t` more than 5 minutes from now (see /docs/getting-started).",
  ),
  header(DELIVERY_HEADER, 'The delivery id: the same on every retry and redelivery. Skip ids you have handled.'),
  header(EVENT_HEADER, 'The event type, as `type` in the body.'),
];

const DELIVERY_RULES =
  'EduReach POSTs this JSON body to your webhook URL. Answer 2xx within 5 s; anything else is retried with exponential backoff (about 30 s, 1, 2, 4 … minutes, at most 2 hours apart) for 24 hours, then marked failed (a test event is sent once). Each delivery is listed by listWebhookDeliveries.';

/** student.unlocked → onStudentUnlocked */
const operationId = (event: string) => `on${event.replace(/(^|[._])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())}`;

/** The contract's top-level `webhooks` (OpenAPI 3.1): one entry per event the server sends, its body and headers. */
export function webhookPayloadsContract(): Record<string, unknown> {
  return Object.fromEntries(
    DELIVERY_EVENTS.map((event) => [
      event,
      {
        post: {
          operationId: operationId(event),
          tags: ['Members: webhooks'],
          summary: WEBHOOK_SUMMARIES[event],
          description: DELIVERY_RULES,
          security: [],
          parameters: HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: valibotToOpenApi(WEBHOOK_PAYLOADS[event]) } } },
          responses: {
            '200': { description: 'Received (any 2xx will do); the delivery is marked delivered' },
            '400': { description: 'Any other answer (or none within 5 s) is retried for 24 hours' },
          },
        },
      },
    ]),
  );
}
