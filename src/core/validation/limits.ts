/** Product-wide ceiling for amounts, weights and counts (spec section 5). Used by the input
 * formatters and by entity schemas (`maximum`). */
export const MAX_AMOUNT = 1_000_000_000;

/** Ceiling of the percentage input. */
export const MAX_PERCENT = 100;
