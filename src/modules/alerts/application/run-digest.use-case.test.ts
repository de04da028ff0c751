import { describe, expect, it } from 'bun:test';
import type { MailMessage } from '@platform/mail/mailer.port';
import type { NewMatchesRequest, SavedCatalogueQuery, StudentLead } from '@modules/leads/contracts';
import type { SavedSearchMatch } from '../contracts';
import type { AlertsDeps } from './alerts-deps';
import { runDigest } from './run-digest.use-case';
import { inMemorySavedSearches } from './testing/in-memory-saved-searches';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-12-01T08:00:00Z');

/** Students "created" at given times, matched by city; presented as a masked name only. */
function setUp() {
  let dbNow = start;
  const searches = inMemorySavedSearches(() => dbNow);
  const students: { id: string; city: string; createdAt: Date }[] = [];
  const mails: MailMessage[] = [];
  const announced: SavedSearchMatch[] = [];
  const deps: AlertsDeps = {
    searches,
    leads: {
      checkSavedQuery: (query) => query as SavedCatalogueQuery,
      newMatches: async (_viewer, query, request: NewMatchesRequest) => {
        const found = students
          .filter((s) => s.city === query.city && s.createdAt > request.after && (!request.upTo || s.createdAt <= request.upTo))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        const shown = found
          .slice(0, request.sample)
          .map((s) => ({ id: s.id, studentName: `Student ${s.id}`, emailId: 'a****b@example.in' }) as unknown as StudentLead);
        return { count: found.length, capped: false, studentIds: found.slice(0, request.idLimit).map((s) => s.id), students: shown };
      },
    },
    members: {
      recipients: async (ids) => new Map(ids.map((id) => [id, { id, institutionId: id, email: `${id}@example.in`, firstName: 'Asha', isPremium: false }])),
    },
    mailer: { send: async (mail) => void mails.push(mail) },
    announcer: { announce: async (match) => void announced.push(match) },
    clock: { now: () => dbNow },
    publicUrl: 'https://edureach.example',
  };
  const at = (time: Date) => {
    dbNow = time;
  };
  const add = (city: string, createdAt: Date) => students.push({ id: `s${students.length + 1}`, city, createdAt });
  return { deps, searches, mails, announced, at, add };
}

describe('runDigest', () => {
  it('announces each student once, in the e-mail and to the announcer, at the cadence', async () => {
    const { deps, searches, mails, announced, at, add } = setUp();
    const saved = await searches.add({ memberId: 'm1', name: 'Kochi', query: { city: 'Kochi' }, cadence: 'daily', lastDigestAt: start }, 20);
    add('Kochi', new Date(start.getTime() + 1000));
    add('Pune', new Date(start.getTime() + 1000));

    at(new Date(start.getTime() + DAY / 2));
    expect(await runDigest(new Date(start.getTime() + DAY / 2), deps)).toEqual({ ran: true, members: 0, emails: 0, announced: 0 });
    at(new Date(start.getTime() + DAY));
    expect(await runDigest(new Date(start.getTime() + DAY), deps)).toEqual({ ran: true, members: 1, emails: 1, announced: 1 });
    expect(mails[0]!.subject).toBe('New students for "Kochi"');
    expect(mails[0]!.text).toContain('https://edureach.example/leads-portal?city=Kochi');
    expect(announced).toEqual([
      { memberId: 'm1', institutionId: 'm1', isPremium: false, savedSearchId: saved!.id, name: 'Kochi', studentIds: ['s1'], count: 1 },
    ]);

    // a student added exactly at the horizon was announced; one after it waits for the next day
    add('Kochi', new Date(start.getTime() + DAY + 1));
    at(new Date(start.getTime() + 2 * DAY));
    await runDigest(new Date(start.getTime() + 2 * DAY), deps);
    expect(announced.map((match) => match.studentIds)).toEqual([['s1'], ['s3']]);
  });

  it('does nothing while another holder has the lease', async () => {
    const { deps, searches, mails } = setUp();
    await searches.add({ memberId: 'm1', name: 'Kochi', query: { city: 'Kochi' }, cadence: 'daily', lastDigestAt: start }, 20);
    await searches.takeLease('saved-search-digest', 'someone else', DAY);
    expect((await runDigest(new Date(start.getTime() + 2 * DAY), deps)).ran).toBe(false);
    expect(mails).toEqual([]);
  });
});
