import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { EventStudents, MemberStanding } from './ports/event-payloads.port';
import type { DeliveryOutbox, WebhookStore } from './ports/webhooks.port';
import type { WebhookSender } from './ports/webhook-sender.port';

/** Everything the webhooks use cases may need; each takes only what it uses. */
export type WebhooksDeps = {
  transaction: UnitOfWork;
  webhooks: WebhookStore;
  outbox: DeliveryOutbox;
  sender: WebhookSender;
  students: EventStudents;
  standing: MemberStanding;
  clock: Clock;
  audit: AuditTrail;
  /** jitter of the retry schedule, in [0, 1) */
  random: () => number;
};
