import { formatDay } from '@/lib/dates';
/** Spec 001 §2: unknown fields read 'N/A', an unknown name 'Unknown Student', an unknown collection 'Unknown'. */
export const na = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? 'N/A' : String(value));
export const studentNameOf = (name: string | null | undefined) => (name?.trim() ? name : 'Unknown Student');
export const savedDate = (iso: string | null | undefined) => (iso ? formatDay(iso) : 'Unknown');
