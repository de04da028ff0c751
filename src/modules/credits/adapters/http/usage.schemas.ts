import * as v from 'valibot';

/** ADR 0021, usage: answers are whitelists. */
export const UsageQuery = v.object({
  month: v.optional(v.pipe(v.string(), v.description('YYYY-MM, a calendar month in India time (this month without month or year)'))),
  year: v.optional(v.pipe(v.string(), v.description('YYYY: the year by month instead of a month by day'))),
});
export const UsageExportQuery = v.object({
  month: v.optional(v.pipe(v.string(), v.description('YYYY-MM, a calendar month in India time (this month without it)'))),
});

const Features = v.pipe(
  v.object({ unlock: v.number(), save: v.number(), export: v.number(), api: v.number() }),
  v.description('Credits per feature: api for whatever an API key was charged, else the kind of charge'),
);

export const UsageAnswer = v.object({
  period: v.pipe(v.string(), v.description('The month (YYYY-MM) or the year (YYYY) asked for')),
  total: v.number(),
  byFeature: Features,
  seats: v.pipe(
    v.array(v.object({ memberId: v.string(), total: v.number(), byFeature: Features })),
    v.description('Seats that were charged, most first (a member: their own only); names are in GET /api/website/team'),
  ),
  apiKeys: v.pipe(
    v.array(v.object({ apiKeyId: v.string(), memberId: v.string(), total: v.number() })),
    v.description('API keys that were charged, most first'),
  ),
  buckets: v.pipe(
    v.array(v.object({ period: v.string(), total: v.number() })),
    v.description('Per day (YYYY-MM-DD) of a month or per month (YYYY-MM) of a year, India time, in order; days or months without charges are left out'),
  ),
});
