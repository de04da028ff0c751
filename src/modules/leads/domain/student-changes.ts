/** The fields an admin's edit sets (for the audit trail, which names fields, never their values). */
export const changedFields = (fields: object): string[] =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
