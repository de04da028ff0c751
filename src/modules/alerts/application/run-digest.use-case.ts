import { isDomainError } from '@platform/kernel/domain-error';
import { dueCutoffs } from '../domain/cadence';
import { newCountLabel, NEW_COUNT_CAP } from '../domain/saved-search.schema';
import type { DigestOutcome } from '../contracts';
import type { AlertsDeps } from './alerts-deps';
import { type DigestEntry, digestEmail, portalLink } from './digest-email';
import type { StoredSavedSearch } from './ports/saved-searches.port';

export const DIGEST_JOB = 'saved-search-digest';
/** A copy that dies mid-run keeps the others out this long at most (a live one renews it per batch of members). */
export const DIGEST_LEASE_MS = 15 * 60 * 1000;
/** Members handled per round trip. */
const MEMBER_BATCH = 200;
/** The webhook carries at most this many ids of a saved search's new students (newest first); `count` says how many. */
export const ANNOUNCED_IDS = 100;
/** Students shown per saved search in the e-mail. */
export const DIGEST_SAMPLE = 3;

type Deps = AlertsDeps & { holder?: string };

/**
 * Sends each member one e-mail listing their saved searches with new matches since the last digest, and announces
 * each of those searches. Matching happens here, per saved search, over the students created since its last digest:
 * an import only inserts students (no saved search is looked at), however many searches there are.
 *
 * Times: the cadence counts on the app's clock (`now`, injectable); "created since" compares the database's own
 * timestamps (students' created_at), up to the database's now at the start of the run (the horizon), so a student
 * added during the run is announced by the next one, never twice and never skipped.
 */
export async function runDigest(now: Date, deps: Deps): Promise<DigestOutcome> {
  const holder = deps.holder ?? crypto.randomUUID();
  if (!(await deps.searches.takeLease(DIGEST_JOB, holder, DIGEST_LEASE_MS))) return { ran: false, members: 0, emails: 0, announced: 0 };
  const outcome: DigestOutcome = { ran: true, members: 0, emails: 0, announced: 0 };
  try {
    const horizon = await deps.searches.databaseNow();
    const cutoffs = dueCutoffs(now);
    let after: string | null = null;
    for (;;) {
      const memberIds = await deps.searches.membersDue(cutoffs, after, MEMBER_BATCH);
      if (memberIds.length === 0) break;
      // a long run keeps its lease: renewed per batch, so no other copy starts while this one is alive
      if (!(await deps.searches.takeLease(DIGEST_JOB, holder, DIGEST_LEASE_MS))) break;
      after = memberIds[memberIds.length - 1]!;
      const searches = await deps.searches.dueOf(memberIds, cutoffs);
      const recipients = await deps.members.recipients(memberIds, now);
      for (const memberId of memberIds) {
        const own = searches.filter((search) => search.memberId === memberId);
        const recipient = recipients.get(memberId);
        outcome.members++;
        if (!recipient) {
          // a deactivated or unverified member hears nothing; their cadence restarts, nothing is marked announced
          await deps.searches.markDigested(
            own.map((search) => search.id),
            now,
            null,
          );
          continue;
        }
        const sent = await digestOfMember(recipient, own, horizon, deps);
        outcome.emails += sent.emailed ? 1 : 0;
        outcome.announced += sent.announced;
        await deps.searches.markDigested(sent.done, now, horizon);
      }
    }
  } finally {
    await deps.searches.releaseLease(DIGEST_JOB, holder);
  }
  return outcome;
}

type Recipient = { id: string; institutionId: string; email: string; firstName: string; isPremium: boolean };

async function digestOfMember(recipient: Recipient, searches: StoredSavedSearch[], horizon: Date, deps: Deps) {
  const viewer = { memberId: recipient.id, institutionId: recipient.institutionId, isPremium: recipient.isPremium };
  const entries: DigestEntry[] = [];
  const matches: { search: StoredSavedSearch; ids: string[]; count: number }[] = [];
  const done: string[] = [];
  for (const search of searches) {
    try {
      const request = { after: search.lastNotifiedAt, upTo: horizon, cap: NEW_COUNT_CAP, idLimit: ANNOUNCED_IDS, sample: DIGEST_SAMPLE };
      const found = await deps.leads.newMatches(viewer, search.query, request);
      done.push(search.id);
      if (found.count === 0) continue;
      const link = portalLink(deps.publicUrl, search.query);
      entries.push({ name: search.name, countLabel: newCountLabel(found.count, found.capped), link, students: found.students });
      matches.push({ search, ids: found.studentIds, count: found.count });
    } catch (error) {
      // too broad to read in time: left for the next run rather than stopping everyone's digest
      if (!(isDomainError(error) && error.code === 'CATALOGUE.TOO_BROAD')) throw error;
    }
  }
  if (entries.length > 0) {
    const cadence = searches.some((search) => search.cadence === 'daily') ? 'daily' : 'weekly';
    await deps.mailer.send(digestEmail(recipient.email, recipient.firstName, cadence, entries, portalLink(deps.publicUrl, {})));
  }
  for (const match of matches) {
    await deps.announcer.announce({
      memberId: recipient.id,
      institutionId: recipient.institutionId,
      isPremium: recipient.isPremium,
      savedSearchId: match.search.id,
      name: match.search.name,
      studentIds: match.ids,
      count: match.count,
    });
  }
  return { emailed: entries.length > 0, announced: matches.length, done };
}
