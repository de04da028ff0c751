/**
 * The places of supply an invoice may name: India's states and union territories by their GST state code (the first
 * two digits of a GSTIN). Codes no longer issued are left out: 25 (Daman and Diu, merged into 26 in 2020) and 28
 * (Andhra Pradesh before 2014; its registrations now use 37). 97 is "Other Territory" (offshore areas).
 */
export const INDIAN_STATES = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
  ['97', 'Other Territory'],
] as const;

export type StateCode = (typeof INDIAN_STATES)[number][0];
export type StateName = (typeof INDIAN_STATES)[number][1];

export const STATE_CODES = INDIAN_STATES.map(([code]) => code) as StateCode[];
export const STATE_NAMES = INDIAN_STATES.map(([, name]) => name) as StateName[];

/** The company's state when the settings name none: Karnataka (Bengaluru). */
export const DEFAULT_SELLER_STATE: StateCode = '29';

const byCode = new Map<string, StateName>(INDIAN_STATES.map(([code, name]) => [code, name]));
const byName = new Map<string, StateCode>(INDIAN_STATES.map(([code, name]) => [name.toLowerCase(), code]));

export const isStateCode = (code: string): code is StateCode => byCode.has(code);

/** A state's name from its code ('29' → 'Karnataka'). */
export const stateName = (code: StateCode): StateName => byCode.get(code)!;

/** A place of supply as sent, a code ('29') or a name ('Karnataka', any case), as its code; null for neither. */
export function stateCodeOf(codeOrName: string): StateCode | null {
  const text = codeOrName.trim();
  if (isStateCode(text)) return text;
  return byName.get(text.toLowerCase()) ?? null;
}
