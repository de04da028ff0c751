import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '@platform/db/columns';

export const AssessmentSubmissionEntity = defineEntity({
  name: 'AssessmentSubmission',
  tableName: 'assessment_submissions',
  properties: {
    id: idColumn(),
    institutionType: p.text(),
    role: p.text(),
    challenge: p.text(),
    marketingMethods: p.text(),
    digitalPlatforms: p.text(),
    dataCollection: p.text(),
    outreachMethods: p.text(),
    leadRequirement: p.text(),
    conversionExpectation: p.text(),
    sellingProcess: p.text(),
    budget: p.text(),
    geographic: p.text(),
    uniqueAdvantages: p.text(),
    desiredSolutions: p.text(),
    timeline: p.text(),
    contactEmail: p.text().nullable(),
    contactPhone: p.text().nullable(),
    contactName: p.text().nullable(),
    institutionName: p.text().nullable(),
    assessmentContactId: p.uuid().nullable(),
    createdAt: createdAtColumn(),
  },
});
