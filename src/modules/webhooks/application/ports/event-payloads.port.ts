import type { WebhookEventData } from '../../domain/webhook-events';

/**
 * The students of an event as the member may see them when it is sent: leads' `studentsForMember` (masked exactly as
 * the API masks them: locked contacts hidden, a minor's contacts never without a guardian's consent).
 */
export type EventStudents = (viewer: { memberId: string; institutionId: string; isPremium: boolean }, studentIds: readonly string[]) => Promise<unknown[]>;

/**
 * Each member's standing when a delivery is sent (ADR 0015): identity's member directory, which lists active,
 * verified members only, premium judged at `now` (an expired or downgraded premium is free). A member missing from the
 * answer (deactivated, unverified, gone) is sent nothing; the others' payloads are masked by this standing, never by
 * the membership they had when the event happened.
 */
export type MemberStanding = (memberIds: readonly string[], now: Date) => Promise<Map<string, { isPremium: boolean; institutionId: string }>>;

export type { WebhookEventData };
