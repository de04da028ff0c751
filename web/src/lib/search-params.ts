import { stringifySearchWith } from '@tanstack/react-router';
import * as v from 'valibot';

/**
 * Page state lives in the address bar as plain text (`?state=Kerala&sortBy=city&page=2`): values are read as the
 * strings they are and written with String(), so a PIN code or a year stays as typed instead of becoming JSON. Each
 * route's valibot schema turns them into what its screen uses; a value it cannot read falls back to its default, so a
 * mistyped or old link still opens the page.
 */
export const parseSearch = (searchText: string): Record<string, string> =>
  // not parseSearchWith: its decoding turns "true", "false" and digits into booleans and numbers before any parser
  // sees them, and the schemas then dropped a link's email status, passing year and PIN code
  Object.fromEntries(new URLSearchParams(searchText.startsWith('?') ? searchText.slice(1) : searchText));
export const stringifySearch = stringifySearchWith(JSON.stringify);

const typed = v.union([v.string(), v.number()]);

/** Free text, trimmed, at most `max` characters; blank (or too long) is absent. */
export const textParam = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((text) => text || undefined),
      ),
    ),
    undefined,
  );

/** One of `options`, else `fallback`. */
export const choiceParam = <const T extends readonly string[]>(options: T, fallback: T[number]) =>
  v.fallback(v.optional(v.picklist(options), fallback), fallback);

/** One of `options`, else absent. */
export const optionalChoiceParam = <const T extends readonly string[]>(options: T) => v.fallback(v.optional(v.picklist(options)), undefined);

/** A page number: a whole number from 1 to `max`, else 1. */
export const pageParam = (max: number) => v.fallback(v.optional(v.pipe(typed, v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max)), 1), 1);

/** One of the page sizes, else `fallback`. */
export const sizeParam = <const T extends readonly number[]>(sizes: T, fallback: T[number]) =>
  v.fallback(v.optional(v.pipe(typed, v.transform(Number), v.picklist(sizes)), fallback), fallback);
