/** The filter for the rows after `last` in (createdAt desc, id desc) order: a keyset walk that never OFFSETs. */
export const after = (last: { createdAt: Date; id: string } | undefined) =>
  last ? { $or: [{ createdAt: { $lt: last.createdAt } }, { createdAt: last.createdAt, id: { $lt: last.id } }] } : {};

export const newestFirst = { createdAt: 'desc', id: 'desc' } as const;

export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
