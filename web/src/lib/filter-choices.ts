/** the portal's and the saved list's filter keys alike (the saved list filters by course where the portal has education) */
const CONTACT_STATUSES = new Set<string>(['emailVerified', 'mobileVerified', 'whatsappVerified']);

/** How a filter value reads in its select: the three contact statuses as Verified / Not verified, verifiedWithin as "30 days", the rest as they are. */
export const filterValueLabel = (key: string, value: string) =>
  CONTACT_STATUSES.has(key) ? (value === 'true' ? 'Verified' : 'Not verified') : key === 'verifiedWithin' ? `${value} days` : value;

/**
 * The values a filter's select offers, with the chosen one first when they lack it (its options still loading for a
 * shared link, or narrowed away by the other filters): the select then shows what the list applies, never "All".
 */
export const withChosen = (values: readonly string[], chosen: string | undefined): readonly string[] =>
  !chosen || chosen === 'all' || values.includes(chosen) ? values : [chosen, ...values];
