import { DomainError } from '@platform/kernel/domain-error';
import { MAX_SAVED_SEARCHES } from './saved-search.schema';

/** Every failure of the alerts module, each code defined here only. */

export const savedSearchNotFound = () => new DomainError('not_found', 'SAVED_SEARCHES.NOT_FOUND', 'Saved search not found');

export const tooManySavedSearches = () =>
  new DomainError('conflict', 'SAVED_SEARCHES.LIMIT', `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`);
