/** A seat's role in its institution (ADR 0021), as the session's member carries it. */
export type SeatRole = 'owner' | 'manager' | 'member';

/** ADR 0021: webhooks are the institution's; its owner and managers add, delete, redeliver and test them. */
export const canManageWebhooks = (role: SeatRole): boolean => role === 'owner' || role === 'manager';
