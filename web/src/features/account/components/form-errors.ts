import * as v from 'valibot';

export type FieldErrors = Record<string, string | undefined>;

/** Runs the shared schema and keeps the first message per field, for showing under each input. */
export function fieldErrors<S extends v.GenericSchema>(schema: S, values: unknown): { output?: v.InferOutput<S>; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { output: result.output, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return { errors };
}
