// What no field of any payload or query may hold, whatever its schema says: text that cannot be
// stored faithfully (a NUL byte ends C strings and is refused by PostgreSQL; a lone surrogate is
// not Unicode and turns into U+FFFD on the way to UTF-8) and numbers that are not finite (JSON
// has none, but JSON.parse reads 1e309 as Infinity and ajv's type coercion reads "Infinity" and
// "1e309" as numbers, which then skip minimum and maximum). Pure functions: the console, the
// server and the scripts share them.

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Text that is empty once its surrounding white space (including U+3000, the ideographic
 * space Chinese input methods type) is removed. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function pointerToken(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** JSON pointers of every value inside `value` (itself included) that `matches`. */
export function pointersWhere(value: unknown, matches: (leaf: unknown) => boolean, at = ''): string[] {
  if (matches(value)) return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => pointersWhere(item, matches, `${at}/${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => pointersWhere(item, matches, `${at}/${pointerToken(key)}`));
  }
  return [];
}

export function nonFiniteNumberPointers(value: unknown): string[] {
  return pointersWhere(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));
}

export function unstorableTextPointers(value: unknown): string[] {
  return pointersWhere(value, (leaf) => typeof leaf === 'string' && isUnstorableText(leaf));
}
