/** The saved-students page filters its (at most 1000) loaded students in the browser (spec 001 §2, §5). */
export type FilterableStudent = {
  studentName?: string | null;
  stream?: string | null;
  city?: string | null;
  state?: string | null;
  course?: string | null;
  board?: string | null;
  emailId?: string | null;
  gender?: string | null;
  entranceExam?: string | null;
  passingYear?: number | null;
  pincode?: string | null;
  emailVerified?: boolean | null;
  mobileVerified?: boolean | null;
  whatsappVerified?: boolean | null;
  /** ADR 0026: when the e-mail and the mobile were last verified */
  contactFreshness?: { email: { verifiedAt: string | null }; mobile: { verifiedAt: string | null } };
  /** issue 29 §4: the mobile number is on the DND register */
  mobileDnd?: { listedSince: string } | null;
};

export const FILTERS = [
  { key: 'gender', label: 'Gender' },
  { key: 'stream', label: 'Academic Stream' },
  { key: 'state', label: 'State' },
  { key: 'city', label: 'City' },
  { key: 'entranceExam', label: 'Entrance Exam' },
  { key: 'course', label: 'Current Education' },
  { key: 'passingYear', label: 'Passing Year' },
  { key: 'pincode', label: 'PIN Code' },
  { key: 'emailVerified', label: 'Email Status' },
  { key: 'mobileVerified', label: 'Mobile Status' },
  { key: 'whatsappVerified', label: 'WhatsApp Status' },
  { key: 'verifiedWithin', label: 'Verified within' },
] as const satisfies readonly { key: keyof FilterableStudent | 'verifiedWithin'; label: string }[];

/** ADR 0026, as the catalogue applies it: the e-mail or the mobile verified within so many days. */
const VERIFIED_WITHIN_OPTIONS = ['30', '90', '365'];
export function verifiedWithin(student: FilterableStudent, days: number, now = Date.now()): boolean {
  const facts = student.contactFreshness;
  const since = now - days * 86_400_000;
  return [facts?.email.verifiedAt, facts?.mobile.verifiedAt].some((at) => at != null && new Date(at).getTime() >= since);
}

export type FilterKey = (typeof FILTERS)[number]['key'];
/** 'all' or absent means no filter; verified filters use 'true' / 'false'. */
export type SavedFilters = Partial<Record<FilterKey | 'dnd', string>>;

const SEARCHED = ['studentName', 'stream', 'city', 'state', 'course', 'board', 'emailId'] as const;

/** Case-insensitive search on name, stream, city, state, course, board and e-mail, then every chosen filter. */
export function filterSaved<T extends FilterableStudent>(students: readonly T[], search: string, filters: SavedFilters): T[] {
  const term = search.trim().toLowerCase();
  const active = Object.entries(filters).filter(([key, value]) => key !== 'dnd' && value && value !== 'all') as [FilterKey, string][];
  const hideDnd = filters.dnd === 'exclude';
  return students.filter(
    (student) =>
      !(hideDnd && student.mobileDnd) &&
      (!term || SEARCHED.some((field) => (student[field] ?? '').toLowerCase().includes(term))) &&
      active.every(([key, value]) => (key === 'verifiedWithin' ? verifiedWithin(student, Number(value)) : String(student[key] ?? '') === value)),
  );
}

/** Each filter's options: the distinct values present in the saved list, sorted. */
export function filterOptions(students: readonly FilterableStudent[]): Record<FilterKey, string[]> {
  const options = {} as Record<FilterKey, string[]>;
  for (const { key } of FILTERS) {
    if (key === 'verifiedWithin') {
      options[key] = VERIFIED_WITHIN_OPTIONS;
      continue;
    }
    const values = new Set<string>();
    for (const student of students) {
      const value = student[key];
      if (value !== null && value !== undefined && value !== '') values.add(String(value));
    }
    options[key] = [...values].sort((a, b) => a.localeCompare(b, 'en-IN', { numeric: true }));
  }
  return options;
}
