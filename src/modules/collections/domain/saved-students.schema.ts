import * as v from 'valibot';

/** Spec 001 §9: the saved-students page loads at most this many at once. */
export const SAVED_FETCH_LIMIT = 1000;
export const BULK_LIMIT = 1000;
export const NOTES_LIMIT = 5000;

const studentId = v.pipe(v.string('studentId is required'), v.uuid('Not a valid student id'));
const collectionId = v.pipe(v.string(), v.uuid('Not a valid collection id'));

/** A collection id that must be sent: a missing or blank one gets the spec's message, not valibot's. */
const requiredCollectionId = (message: string) => v.pipe(v.optional(v.string(message), ''), v.minLength(1, message), v.uuid('Not a valid collection id'));

const studentIds = (emptyMessage: string) =>
  v.pipe(
    v.array(studentId, 'studentIds must be a list'),
    v.minLength(1, emptyMessage),
    v.maxLength(BULK_LIMIT, `At most ${BULK_LIMIT} students at once`),
    v.transform((ids) => [...new Set(ids)]),
  );

export const Notes = v.pipe(v.string(), v.maxLength(NOTES_LIMIT, `Notes must be at most ${NOTES_LIMIT} characters`));

/** A missing collection means the member's default collection. */
export const SaveStudentSchema = v.object({ studentId, collectionId: v.optional(v.nullable(collectionId)), notes: v.optional(v.nullable(Notes)) });

export const BulkSaveSchema = v.object({
  studentIds: studentIds('At least one student must be selected for bulk save'),
  collectionId: requiredCollectionId('Collection ID is required to save students'),
  notes: v.optional(v.nullable(Notes)),
});

export const NotesSchema = v.object({ notes: v.nullable(Notes) });

export const BulkCheckSchema = v.object({ studentIds: studentIds('At least one student id is required') });

/** The students whose unlock and save are to be priced. */
export const SaveQuoteSchema = v.object({ studentIds: studentIds('At least one student must be selected') });

export const MoveSchema = v.object({ collectionId: requiredCollectionId('Please select a target collection.') });

export const BulkMoveSchema = v.object({
  studentIds: studentIds('Please select students to move.'),
  collectionId: requiredCollectionId('Please select a target collection.'),
});

/** Either the chosen students or a whole collection. */
export const ExportSchema = v.pipe(
  v.object({ studentIds: v.optional(studentIds('Please select students to export.')), collectionId: v.optional(collectionId) }),
  v.check((body) => (body.studentIds === undefined) !== (body.collectionId === undefined), 'Send either studentIds or collectionId'),
);
