import { createHmac } from 'node:crypto';
import { contactKeys } from '../domain/suppression';
import type { ContactHash } from './ports/contact-rules.port';

export type ContactHasher = (contact: { email?: string | null; mobile?: string | null }) => ContactHash[];

/**
 * HMAC-SHA256 of each normalised contact under the server's secret (CONTACT_HASH_SECRET): India's 10-digit mobile
 * numbers are few enough that a plain SHA-256 of one is reversed by trying them all; without the key the list is not.
 */
export const createContactHasher =
  (secret: string): ContactHasher =>
  (contact) =>
    contactKeys(contact).map(({ kind, key }) => ({ kind, hash: createHmac('sha256', secret).update(key).digest('hex') }));
