import * as v from 'valibot';
import { StudentLeadSchema } from '@modules/leads';
import { TEST_EVENT, type DeliveryEventType } from '@modules/webhooks/domain/webhook-events';

/**
 * The body of every delivery the server sends, per event (docs/product.md, "Integrators"): published as the contract's top-level
 * `webhooks` (webhook-payloads.contract.ts) and checked against real deliveries by the webhooks' integration tests.
 * Built by deliver-due.use-case.ts `payloadOf`: `{ id, type, createdAt, data }`, data being the event's ids with
 * `students`, shown as the API shows them to the member when the delivery is sent.
 */
const studentIds = v.pipe(v.array(v.string()), v.description('The ids of the students the event is about, in order'));
const students = v.pipe(
  v.array(StudentLeadSchema),
  v.description(
    "The students of `studentIds` as the API shows them to you when the delivery is sent (the catalogue's student): contacts in full only for students you unlocked (or everything while premium), never a minor's without a guardian's consent; an erased or hidden student is left out.",
  ),
);

const payload = <T extends DeliveryEventType, D extends v.ObjectEntries>(type: T, data: D) =>
  v.strictObject({
    id: v.pipe(v.string(), v.uuid(), v.description('The event id: the same on every delivery of this event (each webhook, every retry)')),
    type: v.pipe(v.literal(type), v.description('The event; also sent as the X-EduReach-Event header')),
    createdAt: v.pipe(v.string(), v.description('When the event happened (ISO 8601)')),
    data: v.strictObject(data),
  });

export const WEBHOOK_PAYLOADS = {
  'student.unlocked': payload('student.unlocked', { studentIds, students }),
  'collection.exported': payload('collection.exported', {
    studentIds,
    collectionId: v.pipe(v.nullable(v.string()), v.description('The collection exported; null for an export of saved student ids')),
    students,
  }),
  'saved_search.matched': payload('saved_search.matched', {
    studentIds: v.pipe(v.array(v.string()), v.description('The new matches only')),
    savedSearchId: v.string(),
    savedSearchName: v.string(),
    students,
  }),
  [TEST_EVENT]: payload(TEST_EVENT, {
    studentIds: v.pipe(v.array(v.string()), v.maxLength(0), v.description('Always empty: a test is about no student')),
    students: v.pipe(v.array(StudentLeadSchema), v.maxLength(0), v.description('Always empty')),
  }),
} satisfies Record<DeliveryEventType, v.GenericSchema>;

export const WEBHOOK_SUMMARIES: Record<DeliveryEventType, string> = {
  'student.unlocked': 'You unlocked students (one delivery per unlock or bulk unlock)',
  'collection.exported': 'You exported saved students (one delivery per export)',
  'saved_search.matched': 'New students match one of your saved searches (with its daily or weekly digest)',
  [TEST_EVENT]: 'A test event you sent from Profile › Webhooks or with sendWebhookTestEvent: no students, free',
};
