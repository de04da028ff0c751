/**
 * How deeply a request body nests, measured without parsing it. Elysia pretty-prints a rejected body into its
 * ValidationError (the cost grows with depth squared: 10,000 levels took ~1 s of the one event loop, 32,000 levels
 * ~10 s) and JSON.parse itself overflows the stack on deep enough input, so depth is refused before either runs.
 */

/** No legitimate body nests deeper than 3 levels; 32 leaves room and keeps the worst case cheap. */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text in `bytes` opens more than `limit` arrays/objects inside each other (outside strings).
 * Works on UTF-8 bytes: no byte of a multi-byte character equals a bracket, quote or backslash.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(byte) && depth > 0) depth -= 1;
  }
  return false;
}

/**
 * The same question for a value already parsed (form fields that Elysia JSON-parses, dotted form keys it expands
 * into nested objects). Walks with its own stack, so no depth can overflow it; files are leaves.
 */
export function valueNestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object' || item instanceof Blob) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
