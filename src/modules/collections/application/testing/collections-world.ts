import type { AuditEntry } from '@platform/audit/audit-trail';
import type { StudentLead } from '@modules/leads/contracts';
import type { Collection, SavedEntry } from '@modules/collections/domain/collection';

/** The fakes' "database": this module's tables, the catalogue and unlocks (leads), balances and charges (credits). */
export type CollectionsWorld = {
  collections: Collection[];
  saved: (SavedEntry & { memberId: string })[];
  students: Map<string, StudentLead>;
  /** `${memberId} ${studentId}` */
  unlocked: Set<string>;
  /** students marked "Do not contact" (leads answers them as uncontactable) */
  doNotContact: Set<string>;
  balances: Map<string, number>;
  charges: { memberId: string; kind: string; studentIds: readonly string[]; credits: number }[];
  answers: Map<string, unknown>;
  audit: AuditEntry[];
};

export const NOW = new Date('2026-03-04T10:00:00Z');
let serial = 0;
export const nextId = () => `00000000-0000-4000-8000-${String((serial += 1)).padStart(12, '0')}`;

/** A member's saved entries, read from the world on each call (a rolled-back transaction replaces the arrays). */
export const savedOf = (world: CollectionsWorld, memberId: string) => world.saved.filter((s) => s.memberId === memberId);
export const newestFirst = (a: SavedEntry, b: SavedEntry) => b.savedAt.getTime() - a.savedAt.getTime();

/** A catalogue student with every field; its contacts are what the fake catalogue masks for a locked member. */
export const lead = (id: string, name = `Student ${id}`): StudentLead => ({
  id,
  studentName: name,
  gender: 'Female',
  age: 17,
  fatherName: 'F',
  motherName: 'M',
  dateOfBirth: '2009-01-01',
  emailId: `${id}@example.in`,
  mobileNumber: '9876543210',
  emailVerified: true,
  mobileVerified: true,
  whatsappVerified: false,
  course: 'Class 12',
  board: 'CBSE',
  passingYear: 2026,
  stream: 'Science',
  entranceExam: 'JEE',
  address: '1, MG Road',
  city: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  collegeName: 'City School',
  otherInfo: null,
  dataSource: 'CSV Import',
  createdAt: NOW.toISOString(),
  isUnlocked: false,
  minor: 'adult',
  provenance: { source: 'CSV Import', consentStatus: 'not_recorded', consentDate: null, consentedBy: null, doNotContact: false },
  privacyLabel: null,
  mobileDnd: null,
});
