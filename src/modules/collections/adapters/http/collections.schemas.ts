import { SkippedStudentsSchema } from '@modules/leads/contracts';
import * as v from 'valibot';
import { StudentLeadSchema } from '@modules/leads';
import { queryInt } from '@platform/http/schemas';
import { SAVED_FETCH_LIMIT } from '@modules/collections/domain/saved-students.schema';
import type { CollectionWithCount } from '@modules/collections/domain/collection';

/** Spec 001 §3 "Collection", plus the count the tiles show. */
export const CollectionSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  color: v.string(),
  tags: v.array(v.string()),
  isArchived: v.boolean(),
  isDefault: v.boolean(),
  studentCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** ADR 0021: present (true) only on a shared collection, visible to every seat of the institution */
  shared: v.optional(v.boolean()),
  /** ADR 0021: on a shared collection, whether the caller created it */
  ownedByYou: v.optional(v.boolean()),
});

/**
 * Whitelists the answer's fields: memberId never leaves the server. A shared collection says so, and whether `callerId`
 * owns it; an unshared one (always the caller's own) answers as before ADR 0021.
 */
export const presentCollection = (c: CollectionWithCount, callerId?: string): v.InferOutput<typeof CollectionSchema> => ({
  id: c.id,
  name: c.name,
  description: c.description,
  color: c.color,
  tags: c.tags,
  isArchived: c.isArchived,
  isDefault: c.isDefault,
  studentCount: c.studentCount,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  ...(c.shared ? { shared: true, ownedByYou: c.memberId === callerId } : {}),
});

export const ShareCollectionSchema = v.strictObject({ shared: v.boolean() });

export const CollectionListResponse = v.object({ collections: v.array(CollectionSchema) });
export const CollectionResponse = v.object({ collection: CollectionSchema });
export const DeleteCollectionResponse = v.object({ success: v.literal(true), movedToDefault: v.number(), defaultCollectionId: v.string() });

export const CollectionIdParam = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid collection id')) });
export const StudentIdParam = v.object({ studentId: v.pipe(v.string(), v.uuid('Not a valid student id')) });

/** Spec 001 §3 "Saved student": the student's fields plus the saved-list fields. `id` is the student's id. */
export const SavedStudentSchema = v.object({
  ...StudentLeadSchema.entries,
  studentId: v.string(),
  savedId: v.string(),
  collectionId: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  savedAt: v.string(),
});

export const SavedListQuery = v.object({
  collectionId: v.optional(v.union([v.literal('all'), v.literal(''), v.pipe(v.string(), v.uuid('Not a valid collection id'))])),
  limit: queryInt(SAVED_FETCH_LIMIT, 1, SAVED_FETCH_LIMIT, 'limit'),
  dnd: v.optional(
    v.pipe(
      v.picklist(['exclude', 'include', ''], 'dnd must be exclude or include'),
      v.description(
        'Issue 29 §4: exclude leaves out the saved students whose mobile number is on the DND register (mobileDnd not null); include or blank (the default) lists them. total still counts every saved student.',
      ),
    ),
  ),
});

export const SavedListResponse = v.object({ savedStudents: v.array(SavedStudentSchema), total: v.number() });

export const SaveResponse = v.object({
  success: v.literal(true),
  savedCount: v.number(),
  alreadySavedCount: v.number(),
  creditsConsumed: v.number(),
  remainingCredits: v.number(),
  collectionId: v.string(),
  skipped: SkippedStudentsSchema,
});

export const UnsaveResponse = v.object({ studentId: v.string(), isSaved: v.literal(false) });
export const NotesResponse = v.object({ studentId: v.string(), notes: v.nullable(v.string()) });
export const CheckResponse = v.object({ isSaved: v.boolean(), collectionId: v.nullable(v.string()) });
export const SaveQuoteResponse = v.object({
  studentCount: v.number(),
  alreadySaved: v.number(),
  toUnlock: v.number(),
  toSave: v.number(),
  unlockCredits: v.number(),
  saveCredits: v.number(),
  totalCredits: v.number(),
});
export const BulkCheckResponse = v.object({ saveStatuses: v.record(v.string(), v.boolean()) });
export const MoveResponse = v.object({ studentId: v.string(), collectionId: v.string() });
export const BulkMoveResponse = v.object({
  moved: v.number(),
  errors: v.array(v.object({ studentId: v.string(), error: v.string() })),
  collectionId: v.string(),
});
