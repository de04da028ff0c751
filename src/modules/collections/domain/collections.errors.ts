import { DomainError } from '@platform/kernel/domain-error';

/** The spec's words (001 §8); the screens show them as they arrive. */
export const nameTaken = (name: string) =>
  new DomainError('conflict', 'COLLECTIONS.NAME_TAKEN', `A collection named ${name} already exists. Please choose a different name.`);

/** Also for another member's id and archived targets: never reveal that someone else's collection exists. */
export const collectionGone = () =>
  new DomainError('not_found', 'COLLECTIONS.NOT_FOUND', 'The selected collection no longer exists. Please select a different collection.');

export const defaultProtected = (action: 'duplicated' | 'archived' | 'deleted' | 'shared') =>
  new DomainError('conflict', 'COLLECTIONS.DEFAULT_PROTECTED', `The default collection cannot be ${action}.`);

export const alreadySaved = () => new DomainError('conflict', 'SAVED.ALREADY_SAVED', 'the student is already in your saved list');

export const notSaved = () => new DomainError('not_found', 'SAVED.NOT_FOUND', 'This student is not in your saved list');

export const lockedStudent = (count: number) =>
  new DomainError('forbidden', 'SAVED.LOCKED', count === 1 ? 'Unlock this student before saving it' : `Unlock these ${count} students before saving them`);

export const nothingToExport = () => new DomainError('invalid', 'EXPORT.EMPTY', 'There are no saved students to export.');

/** ADR 0021: another seat's shared collection is changed only by its owner, a manager or the institution's owner. */
export const notYourCollection = () =>
  new DomainError('forbidden', 'COLLECTIONS.NOT_YOURS', "Only the collection's owner, a manager or your institution's owner may change a shared collection.");
