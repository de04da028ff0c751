import * as v from 'valibot';
import { CONTACT_FIELDS } from '@modules/leads/domain/contact-validity';

/**
 * The fields the portal's list, detail and unlocked page add to a student from the page's facts (present-students'
 * presentPage): the season's places, the exclusion list's mark and the invalid contact fields.
 */
export const pageFactEntries = {
  institutionsThisSeason: v.optional(
    v.pipe(
      v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)), cap: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
      v.description(
        'ADR 0023: how many institutions unlocked this student in the admission season under way (1 August–31 July, India time; premium institutions count too), and how many may (STUDENT_SEASON_CAP, 10 by default): the portal shows "3 of 10 institutions". When `count` has reached `cap`, an institution that has not unlocked the student cannot (409 STUDENTS.SEASON_CAP; a bulk unlock skips them), and nothing is charged. Sent by listStudentLeads, getStudentLead and listUnlockedStudentLeads.',
      ),
    ),
  ),
  inYourList: v.optional(
    v.pipe(
      v.literal(true),
      v.description(
        'ADR 0024: sent (true) only when the student\'s e-mail or mobile number is on your institution\'s exclusion list (PUT /api/website/exclusion-list): the portal says "Already in your list"; an unlock, a save or an export never charges for them (409 STUDENTS.IN_EXCLUSION_LIST for one; skipped in bulk). Sent by listStudentLeads, getStudentLead and listUnlockedStudentLeads.',
      ),
    ),
  ),
  invalidContacts: v.optional(
    v.pipe(
      v.array(v.picklist(CONTACT_FIELDS)),
      v.description(
        "ADR 0025: sent only when one or both of the student's contact fields are marked invalid (a bounce, or reports by 3 institutions): those fields, shown masked to everyone until a new value is verified. When every contact the student has is listed here, an unlock is refused (409) and nothing is charged. The reason and day: listStudentFlags. Sent by listStudentLeads, getStudentLead and listUnlockedStudentLeads.",
      ),
    ),
  ),
};
