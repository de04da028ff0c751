import type { Clock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import type { LeadsApi } from '@modules/leads/contracts';
import type { MemberDirectory } from '@modules/identity/contracts';
import type { MatchAnnouncer } from '../contracts';
import type { SavedSearches } from './ports/saved-searches.port';

/** Everything the alerts use cases may need; each takes only what it uses. */
export type AlertsDeps = {
  searches: SavedSearches;
  leads: Pick<LeadsApi, 'checkSavedQuery' | 'newMatches'>;
  members: MemberDirectory;
  mailer: Mailer;
  announcer: MatchAnnouncer;
  clock: Clock;
  publicUrl: string;
};
