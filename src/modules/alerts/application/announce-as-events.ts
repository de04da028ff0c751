import type { WebhookEvents } from '@modules/webhooks/contracts';
import type { MatchAnnouncer } from '../contracts';

/** New matches announced as the `saved_search.matched` webhook (ADR 0015, ADR 0016), each in a transaction of its own. */
export const announceAsEvents = (events: Pick<WebhookEvents, 'recordSavedSearchMatch'>): MatchAnnouncer => ({
  announce: async (match) => {
    await events.recordSavedSearchMatch(null, {
      memberId: match.memberId,
      institutionId: match.institutionId,
      isPremium: match.isPremium,
      savedSearchId: match.savedSearchId,
      savedSearchName: match.name,
      studentIds: match.studentIds,
    });
  },
});
