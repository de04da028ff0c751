import { DomainError } from '@platform/kernel/domain-error';
import { MAX_OPEN_INVOICES } from './invoice';

/** Every failure of the billing module, each code defined here only. */

export const packNotFound = () => new DomainError('not_found', 'BILLING.PACK_NOT_FOUND', 'Credit pack not found');

export const invoiceNotFound = () => new DomainError('not_found', 'BILLING.INVOICE_NOT_FOUND', 'Invoice not found');

const GSTIN_PROBLEMS = {
  format: 'is not a GSTIN: 15 characters, the state code, the PAN, the entity number, Z and a check character',
  state: 'does not start with an Indian state code',
  checksum: 'has a wrong check character (the last one): please check it for a typing mistake',
} as const;

export const gstinInvalid = (whose: 'Your' | 'The company', reason: keyof typeof GSTIN_PROBLEMS) =>
  new DomainError('invalid', 'BILLING.GSTIN_INVALID', `${whose} GSTIN ${GSTIN_PROBLEMS[reason]}`);

export const gstinStateMismatch = (against: 'the place of supply' | "the company's state") =>
  new DomainError('invalid', 'BILLING.GSTIN_STATE_MISMATCH', `The GSTIN's state code (its first two digits) must be ${against}'s`);

export const alreadyPaid = () => new DomainError('conflict', 'BILLING.ALREADY_PAID', 'This invoice is already paid');

export const invoiceExpired = () =>
  new DomainError('conflict', 'BILLING.INVOICE_EXPIRED', 'This invoice expired unpaid after 15 days: the buyer requests the pack again for a new invoice');

export const settingsMissing = () =>
  new DomainError('conflict', 'BILLING.SETTINGS_MISSING', "Credit packs cannot be bought yet: the company's GSTIN, legal name and address are not set");

export const tooManyOpenInvoices = () =>
  new DomainError(
    'conflict',
    'BILLING.TOO_MANY_OPEN',
    `You already have ${MAX_OPEN_INVOICES} unpaid invoices: pay one, or let it expire, before requesting another pack`,
  );

/** ADR 0021: the owner buys for the institution; the owner and the managers read its invoices. */
export const ownerOnly = () => new DomainError('forbidden', 'BILLING.OWNER_ONLY', "Only your institution's owner can buy credits. Ask them to buy a pack.");

export const invoicesNotForMembers = () =>
  new DomainError('forbidden', 'BILLING.INVOICES_HIDDEN', "Only your institution's owner and managers can see its invoices.");
