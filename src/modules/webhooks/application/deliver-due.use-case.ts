import { isDelivered, nextAttemptAt } from '../domain/retry-schedule';
import type { AttemptOutcome, ClaimedDelivery } from './ports/webhooks.port';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureOf } from './signature';
import type { WebhooksDeps } from './webhooks-deps';

/** How long a claimed delivery stays with the copy that claimed it; a copy that died mid-send loses it after this. */
export const LEASE_MS = 60_000;

type Deps = Pick<WebhooksDeps, 'outbox' | 'sender' | 'students' | 'standing' | 'clock' | 'random'>;

/** Why a delivery of a deactivated or unverified member is not sent (ADR 0015); it is not retried. */
export const MEMBER_UNAVAILABLE = 'Not sent: the account is deactivated or not verified';

/**
 * The body of a delivery, built when it is sent: the event's ids and its students as the member may see them now,
 * masked exactly as the API would answer them: by the member's standing now (`isPremium`, as the CSV export of a
 * downgraded member is), never by the membership stored with the event; a consent withdrawn or a record erased since
 * the event is honoured. A free member sees in full only the students they unlocked.
 */
export async function payloadOf(
  delivery: ClaimedDelivery,
  { isPremium, institutionId }: { isPremium: boolean; institutionId: string },
  deps: Pick<Deps, 'students'>,
) {
  const { isPremium: _atEventTime, ...data } = delivery.eventData;
  const students = await deps.students({ memberId: delivery.memberId, institutionId, isPremium }, data.studentIds);
  return { id: delivery.eventId, type: delivery.eventType, createdAt: delivery.createdAt.toISOString(), data: { ...data, students } };
}

/**
 * Sends one claimed delivery, signed, and records the answer. `retry` false (a test event): one attempt only, failed
 * at once without a 2xx (the member sees it and may press Redeliver). A member who is no longer active and verified
 * is sent nothing: the delivery fails at once, unsent. Answers the outcome recorded.
 */
export async function deliverOne(delivery: ClaimedDelivery, deps: Deps, retry = true): Promise<AttemptOutcome> {
  const standing = (await deps.standing([delivery.memberId], deps.clock.now())).get(delivery.memberId);
  if (!standing) {
    const skipped: AttemptOutcome = {
      status: 'failed',
      statusCode: null,
      error: MEMBER_UNAVAILABLE,
      latencyMs: 0,
      attemptedAt: deps.clock.now(),
      nextAttemptAt: null,
    };
    await deps.outbox.recordAttempt(delivery.id, skipped);
    return skipped;
  }
  const body = JSON.stringify(await payloadOf(delivery, standing, deps));
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  const result = await deps.sender.send(delivery.url, {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'EduReach-Webhooks/1',
      [SIGNATURE_HEADER]: signatureOf(delivery.secret, timestamp, body),
      [DELIVERY_HEADER]: delivery.id,
      [EVENT_HEADER]: delivery.eventType,
    },
  });
  const attemptedAt = deps.clock.now();
  const delivered = isDelivered(result.statusCode);
  const next = delivered || !retry ? null : nextAttemptAt(delivery.attempts, attemptedAt, delivery.giveUpAt, deps.random());
  const outcome: AttemptOutcome = {
    status: delivered ? 'delivered' : next ? 'pending' : 'failed',
    statusCode: result.statusCode,
    error: delivered ? null : (result.error ?? `Answered ${result.statusCode}`),
    latencyMs: result.latencyMs,
    attemptedAt,
    nextAttemptAt: next,
  };
  await deps.outbox.recordAttempt(delivery.id, outcome);
  return outcome;
}

/**
 * One round of the delivery worker: claims up to `limit` due deliveries (no other server copy can claim them while
 * this one holds them), sends each, signed, and records the answer, the latency and when to try again. Returns how
 * many it claimed.
 */
export async function deliverDue(deps: Deps, limit = 20): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), limit);
  await Promise.all(
    claimed.map((delivery) =>
      deliverOne(delivery, deps).catch(async (error: unknown) => {
        // building the payload failed (the database away, say): retried like a failed send
        const attemptedAt = deps.clock.now();
        const next = nextAttemptAt(delivery.attempts, attemptedAt, delivery.giveUpAt, deps.random());
        const message = error instanceof Error ? error.message : String(error);
        await deps.outbox
          .recordAttempt(delivery.id, {
            status: next ? 'pending' : 'failed',
            statusCode: null,
            error: `Not sent: ${message}`.slice(0, 300),
            latencyMs: 0,
            attemptedAt,
            nextAttemptAt: next,
          })
          .catch(() => {});
      }),
    ),
  );
  return claimed.length;
}
