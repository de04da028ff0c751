import type { WebhookEventData } from '../../domain/webhook-events';

/**
 * The students of an event as the member may see them when it is sent: leads' `studentsForMember` (masked exactly as
 * the API masks them: locked contacts hidden, a minor's contacts never without a guardian's consent).
 */
export type EventStudents = (viewer: { memberId: string; isPremium: boolean }, studentIds: readonly string[]) => Promise<unknown[]>;

export type { WebhookEventData };
