import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import { costOf, insufficientCredits } from '@modules/credits/contracts';
import type { StudentLead } from '@modules/leads/contracts';
import type { Collection, SavedEntry } from '@modules/collections/domain/collection';
import type { CollectionsDeps } from '../deps';
import type { CreditsPort, StudentCatalogue } from '../ports/catalogue.port';
import type { CollectionsRepository } from '../ports/collections.repository.port';
import type { SavedStudentsRepository } from '../ports/saved-students.repository.port';

/** The fakes' "database": this module's tables, the catalogue and unlocks (leads), balances and charges (credits). */
export type CollectionsWorld = {
  collections: Collection[];
  saved: (SavedEntry & { memberId: string })[];
  students: Map<string, StudentLead>;
  /** `${memberId} ${studentId}` */
  unlocked: Set<string>;
  balances: Map<string, number>;
  charges: { memberId: string; kind: string; studentIds: readonly string[]; credits: number }[];
  answers: Map<string, unknown>;
  audit: AuditEntry[];
};

export const NOW = new Date('2026-03-04T10:00:00Z');
let serial = 0;
const nextId = () => `00000000-0000-4000-8000-${String((serial += 1)).padStart(12, '0')}`;

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
  provenance: { source: 'CSV Import', consentStatus: 'not_recorded', consentDate: null, consentedBy: null },
});

/** Hand-written fakes of every port the collections use cases take, over one in-memory world. */
export function inMemoryCollections(seed: { students?: string[]; balances?: Record<string, number> } = {}): { world: CollectionsWorld; deps: CollectionsDeps } {
  const world: CollectionsWorld = {
    collections: [],
    saved: [],
    students: new Map((seed.students ?? []).map((id) => [id, lead(id)])),
    unlocked: new Set(),
    balances: new Map(Object.entries(seed.balances ?? {})),
    charges: [],
    answers: new Map(),
    audit: [],
  };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(world);
  const own = (memberId: string) => world.collections.filter((c) => c.memberId === memberId);
  const entries = (memberId: string) => world.saved.filter((s) => s.memberId === memberId);
  const newest = (a: SavedEntry, b: SavedEntry) => b.savedAt.getTime() - a.savedAt.getTime();
  const create = (memberId: string, fields: Partial<Collection> & { name: string }): Collection => {
    const made: Collection = {
      id: nextId(),
      memberId,
      description: null,
      color: '#3b82f6',
      tags: [],
      isArchived: false,
      isDefault: false,
      createdAt: NOW,
      updatedAt: NOW,
      ...fields,
    };
    world.collections.push(made);
    return made;
  };

  const collections: CollectionsRepository = {
    async ensureDefault(memberId) {
      return own(memberId).find((c) => c.isDefault) ?? create(memberId, { name: 'My Saved Students', isDefault: true });
    },
    async list(memberId) {
      return own(memberId).map((c) => ({ ...c, studentCount: entries(memberId).filter((s) => s.collectionId === c.id).length }));
    },
    async find(memberId, id) {
      return own(memberId).find((c) => c.id === id) ?? null;
    },
    async nameTaken(memberId, name, exceptId) {
      return own(memberId).some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());
    },
    async insert(memberId, fields) {
      return own(memberId).some((c) => c.name === fields.name) ? null : create(memberId, fields);
    },
    async update(memberId, id, patch) {
      const found = own(memberId).find((c) => c.id === id);
      if (!found) return null;
      if (patch.name !== undefined && own(memberId).some((c) => c.id !== id && c.name === patch.name)) return 'name_taken';
      return Object.assign(found, patch);
    },
    async delete(tx, memberId, id) {
      assertOpen(tx);
      const index = world.collections.findIndex((c) => c.memberId === memberId && c.id === id && !c.isDefault);
      if (index >= 0) world.collections.splice(index, 1);
      return index >= 0;
    },
    async studentCount(memberId, id) {
      return entries(memberId).filter((s) => s.collectionId === id).length;
    },
  };

  const saved: SavedStudentsRepository = {
    async insertNew(tx, memberId, studentIds, collectionId, notes) {
      assertOpen(tx);
      const fresh = studentIds.filter((id) => !entries(memberId).some((s) => s.studentId === id));
      for (const studentId of fresh) world.saved.push({ memberId, savedId: nextId(), studentId, collectionId, notes, savedAt: NOW });
      return fresh;
    },
    async savedAmong(memberId, studentIds) {
      return new Map(
        entries(memberId)
          .filter((s) => studentIds.includes(s.studentId))
          .map((s) => [s.studentId, s.collectionId]),
      );
    },
    async list(memberId, collectionId, limit) {
      const all = entries(memberId)
        .filter((s) => !collectionId || s.collectionId === collectionId)
        .sort(newest);
      return { entries: all.slice(0, limit), total: all.length };
    },
    async inScope(memberId, scope) {
      const inside = (s: SavedEntry) => ('collectionId' in scope ? s.collectionId === scope.collectionId : scope.studentIds.includes(s.studentId));
      return entries(memberId).filter(inside).sort(newest);
    },
    async remove(memberId, studentId) {
      const index = world.saved.findIndex((s) => s.memberId === memberId && s.studentId === studentId);
      if (index >= 0) world.saved.splice(index, 1);
      return index >= 0;
    },
    async setNotes(memberId, studentId, notes) {
      const entry = entries(memberId).find((s) => s.studentId === studentId);
      return entry ? Object.assign(entry, { notes }) : null;
    },
    async move(memberId, studentIds, collectionId) {
      const moving = entries(memberId).filter((s) => studentIds.includes(s.studentId));
      for (const entry of moving) entry.collectionId = collectionId;
      return moving.map((s) => s.studentId);
    },
    async moveAll(tx, memberId, from, to) {
      assertOpen(tx);
      const moving = entries(memberId).filter((s) => s.collectionId === from);
      for (const entry of moving) entry.collectionId = to;
      return moving.length;
    },
    async appendToNotes(tx, memberId, studentIds, line) {
      assertOpen(tx);
      const notes = new Map<string, string>();
      for (const entry of entries(memberId).filter((s) => studentIds.includes(s.studentId))) {
        entry.notes = entry.notes?.trim() ? `${entry.notes}\n${line}` : line;
        notes.set(entry.studentId, entry.notes);
      }
      return notes;
    },
    async forgetStudentWithin(tx, studentId) {
      assertOpen(tx);
      const before = world.saved.length;
      world.saved = world.saved.filter((s) => s.studentId !== studentId);
      return before - world.saved.length;
    },
  };

  const isUnlocked = (memberId: string, id: string) => world.unlocked.has(`${memberId} ${id}`);
  const students: StudentCatalogue = {
    async existingIds(ids) {
      return ids.filter((id) => world.students.has(id));
    },
    async studentsForMember(viewer, ids) {
      return ids.flatMap((id) => {
        const student = world.students.get(id);
        if (!student) return [];
        const open = viewer.isPremium || isUnlocked(viewer.memberId, id);
        return [open ? { ...student, isUnlocked: true } : { ...student, emailId: '****', mobileNumber: '98******10', address: '****', isUnlocked: false }];
      });
    },
    async unlockedAmong(memberId, ids) {
      return new Set(ids.filter((id) => isUnlocked(memberId, id)));
    },
  };

  /** credits' chargedTransaction as its contract promises it: all or nothing, at the real prices, a keyed retry answered again. */
  const credits: CreditsPort = {
    async chargedTransaction(operation, work) {
      const key = operation.idempotencyKey && `${operation.memberId} ${operation.idempotencyKey}`;
      if (key && world.answers.has(key)) return world.answers.get(key) as never;
      return unitOfWork(async (tx) => {
        const result = await work({
          tx,
          async charge(order) {
            const studentIds = order.studentIds ?? [];
            const credits = costOf(order.kind, order.studentIds ? studentIds.length : (order.quantity ?? 0), order.isPremium);
            const balance = world.balances.get(operation.memberId) ?? 0;
            if (balance < credits) throw insufficientCredits();
            world.balances.set(operation.memberId, balance - credits);
            if (credits > 0) world.charges.push({ memberId: operation.memberId, kind: order.kind, studentIds, credits });
            return { charged: credits, remainingCredits: balance - credits };
          },
        });
        if (key) world.answers.set(key, structuredClone(result));
        return result;
      });
    },
  };

  const deps: CollectionsDeps = {
    transaction: unitOfWork,
    collections,
    saved,
    students,
    credits,
    clock: { now: () => NOW },
    audit: inMemoryAuditTrail(world, assertOpen),
  };
  return { world, deps };
}
