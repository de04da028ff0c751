import { raw } from '@platform/db/sql';
import type { StoredAssessment } from '@modules/marketing/application/ports/assessment.repository.port';

/** An `assessment_submissions` row as the driver answers it (ADR 0005: one row type and its mapper per table). */
export type AssessmentRow = {
  id: string;
  institution_type: string;
  role: string;
  challenge: string;
  marketing_methods: string;
  digital_platforms: string;
  data_collection: string;
  outreach_methods: string;
  lead_requirement: string;
  conversion_expectation: string;
  selling_process: string;
  budget: string;
  geographic: string;
  unique_advantages: string;
  desired_solutions: string;
  timeline: string;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string | null;
  institution_name: string | null;
  assessment_contact_id: string | null;
  created_at: Date;
  cursor_at: string;
};

export const ASSESSMENT_COLUMNS = raw(`id, institution_type, role, challenge, marketing_methods, digital_platforms, data_collection, outreach_methods,
  lead_requirement, conversion_expectation, selling_process, budget, geographic, unique_advantages, desired_solutions, timeline, contact_email,
  contact_phone, contact_name, institution_name, assessment_contact_id, created_at, created_at::text as cursor_at`);

export const toAssessment = (row: AssessmentRow): StoredAssessment => ({
  id: row.id,
  institutionType: row.institution_type,
  role: row.role,
  challenge: row.challenge,
  marketingMethods: row.marketing_methods,
  digitalPlatforms: row.digital_platforms,
  dataCollection: row.data_collection,
  outreachMethods: row.outreach_methods,
  leadRequirement: row.lead_requirement,
  conversionExpectation: row.conversion_expectation,
  sellingProcess: row.selling_process,
  budget: row.budget,
  geographic: row.geographic,
  uniqueAdvantages: row.unique_advantages,
  desiredSolutions: row.desired_solutions,
  timeline: row.timeline,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  contactName: row.contact_name,
  institutionName: row.institution_name,
  assessmentContactId: row.assessment_contact_id,
  createdAt: new Date(row.created_at),
});
