import * as v from 'valibot';
import { PACK_LIMITS } from '@modules/billing/domain/pack';
import { paiseOf } from '@modules/billing/domain/money';
import { DEFAULT_INVOICE_PREFIX, DEFAULT_SAC_CODE, INVOICE_PREFIX_PATTERN, SAC_CODE_PATTERN } from '@modules/billing/domain/settings';
import { DEFAULT_SELLER_STATE, STATE_CODES } from '@modules/billing/domain/states';

const whole = (label: string, { min, max }: { min: number; max: number }, description: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
    v.description(description),
  );

export const PackBody = v.object({
  name: v.pipe(
    v.string('name is required'),
    v.trim(),
    v.minLength(1, 'name is required'),
    v.maxLength(PACK_LIMITS.nameLength, `name is limited to ${PACK_LIMITS.nameLength} characters`),
    v.description('What members see, e.g. "Starter 500"'),
  ),
  credits: whole('credits', PACK_LIMITS.credits, `Credits the pack adds when its invoice is paid, ${PACK_LIMITS.credits.min} to ${PACK_LIMITS.credits.max}`),
  price: v.pipe(
    v.number('price must be a number'),
    v.minValue(PACK_LIMITS.price.min, `price must be at least Rs. ${PACK_LIMITS.price.min}`),
    v.maxValue(PACK_LIMITS.price.max, `price must be at most Rs. ${PACK_LIMITS.price.max}`),
    v.check((rupees) => paiseOf(rupees) !== null, 'price has at most two decimals (paise)'),
    v.description('Rupees before GST (18 % is added on the invoice), at most two decimals: 4999 or 4999.50. Kept in paise.'),
  ),
  validityDays: whole('validityDays', PACK_LIMITS.validityDays, 'How many days the credits are meant to last, printed on the invoice, 1 to 3650'),
  active: v.optional(v.pipe(v.boolean(), v.description('On sale (default true); false takes it off sale')), true),
});

export const PackView = v.object({
  id: v.string(),
  name: v.string(),
  credits: v.number(),
  price: v.pipe(v.number(), v.description('Rupees before GST')),
  pricePaise: v.pipe(v.number(), v.description('The same price in paise, exact')),
  validityDays: v.number(),
  active: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const PackList = v.object({ packs: v.array(PackView) });
export const PackSaved = v.object({ message: v.string(), pack: PackView });

const optionalText = (max: number, description: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `at most ${max} characters`), v.description(description))), null);

export const SettingsBody = v.object({
  gstin: optionalText(20, "The company's GSTIN (15 characters, checked, its state code must be stateCode's); null until registered"),
  legalName: optionalText(200, 'The legal name printed as the supplier'),
  address: optionalText(500, 'The registered address printed as the supplier (line breaks kept)'),
  stateCode: v.optional(
    v.pipe(v.picklist(STATE_CODES, 'stateCode must be an Indian GST state code'), v.description('GST state code of the company (default 29, Karnataka)')),
    DEFAULT_SELLER_STATE,
  ),
  sacCode: v.optional(
    v.pipe(v.string(), v.regex(SAC_CODE_PATTERN, 'sacCode is six digits starting 99'), v.description('Default 998361, advertising services')),
    DEFAULT_SAC_CODE,
  ),
  invoicePrefix: v.optional(
    v.pipe(v.string(), v.regex(INVOICE_PREFIX_PATTERN, 'invoicePrefix is 1 to 4 capital letters or digits'), v.description('Default EDU: EDU/26-27/00042')),
    DEFAULT_INVOICE_PREFIX,
  ),
  bankDetails: optionalText(500, 'Bank name, account name and number, IFSC, printed under Payment (line breaks kept)'),
  upiId: optionalText(100, 'A UPI id printed under Payment, e.g. edureach@okhdfcbank'),
});

export const SettingsView = v.object({
  gstin: v.nullable(v.string()),
  legalName: v.nullable(v.string()),
  address: v.nullable(v.string()),
  stateCode: v.picklist(STATE_CODES),
  stateName: v.string(),
  sacCode: v.string(),
  invoicePrefix: v.string(),
  bankDetails: v.nullable(v.string()),
  upiId: v.nullable(v.string()),
  updatedAt: v.nullable(v.string()),
  readyToInvoice: v.pipe(v.boolean(), v.description('GSTIN, legal name and address are set: members can buy packs')),
});

export const SettingsSaved = v.object({ message: v.string(), settings: SettingsView });
