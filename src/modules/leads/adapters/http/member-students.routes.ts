import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse } from '@platform/http/schemas';
import { studentForMember, unlockedLeadsPage, type PresentForMember } from '@modules/leads/application/member-students.use-case';
import type { countAgainstCeiling } from '@modules/leads/application/list-within-ceiling.use-case';
import type { UnlockedStudents } from '@modules/leads/application/ports/unlocked-students.port';
import { StudentLeadSchema } from './leads.schemas';
import { StudentIdParams, UnlockedLeadsQuery, UnlockedLeadsResponse } from './member-students.schemas';
import { studentListGuard, type StudentListGuardDeps } from './student-list-guard';

type Deps = StudentListGuardDeps &
  Parameters<typeof countAgainstCeiling>[2] & {
    auth: AuthPlugin;
    unlocked: Pick<UnlockedStudents, 'page'>;
    present: PresentForMember;
  };

const tags = ['Leads portal'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };
const SHOWN_AS_THE_CATALOGUE =
  "Each student is shown exactly as `listStudentLeads` shows them to you now: contacts masked unless you are premium or unlocked them, never a minor's without a guardian's consent, `privacyLabel` after a withdrawal or a Do-not-contact flag.";

/**
 * The member's reads of single students and of their unlocks, for integrators (docs/product.md, "Integrators");
 * mounted under /api/public.
 */
export const memberStudentRoutes = (deps: Deps) =>
  new Elysia({ name: 'leads.member-student-routes' })
    .use(deps.auth)
    .use(studentListGuard(deps))
    .get(
      '/students/unlocked',
      async ({ query, member }) => {
        return unlockedLeadsPage({ memberId: member.id, institutionId: member.institutionId, isPremium: member.isPremium }, query, deps);
      },
      {
        studentListGuard: true,
        verifiedMember: true,
        query: UnlockedLeadsQuery,
        response: { 200: UnlockedLeadsResponse, 400: ErrorResponse, ...denied, 429: ErrorResponse },
        detail: {
          operationId: 'listUnlockedStudentLeads',
          tags,
          summary: 'The students you unlocked, paged, newest unlock first, as the catalogue shows them to you',
          description: `${SHOWN_AS_THE_CATALOGUE} Each carries \`unlockedAt\` and \`institutionsThisSeason\` (ADR 0023), and \`inYourList\` when on your exclusion list (ADR 0024). Erased students are left out of \`total\`; a student the catalogue hides now (e.g. consent withdrawn where such records are hidden) is left out of the page, which may then hold fewer than \`limit\`. Premium members see every student without unlocking: this lists only those they unlocked. Not counted against the daily ceiling (you hold these students already); counted by the scraping guard like every student read (429 RATE_LIMITED). \`GET /api/website/students/unlocked\` (listUnlockedStudents) still answers the ids alone, unpaged, for the portal's count.`,
        },
      },
    )
    .get(
      '/students/:id',
      async ({ params, member }) => {
        return studentForMember(
          { memberId: member.id, institutionId: member.institutionId, isPremium: member.isPremium, email: member.email },
          params.id,
          deps,
        );
      },
      {
        studentListGuard: true,
        verifiedMember: true,
        params: StudentIdParams,
        response: { 200: StudentLeadSchema, 400: ErrorResponse, ...denied, 404: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'getStudentLead',
          tags,
          summary: 'One student by id, as the catalogue shows them to you',
          description: `${SHOWN_AS_THE_CATALOGUE} 404 STUDENTS.NOT_FOUND for an id the catalogue does not hold (or hides). Carries \`institutionsThisSeason\` (ADR 0023), and \`inYourList\` when on your exclusion list (ADR 0024). Counted against the daily ceiling like a catalogue row (429 CATALOGUE.DAILY_LIMIT past it; a student already listed that day is free) and by the scraping guard (429 RATE_LIMITED).`,
        },
      },
    );
