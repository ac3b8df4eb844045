// A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on
// every run, so screenshots, tests and bug reports agree on what the demo database holds.
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with the given weights. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  /** A decimal in [min, max) rounded to `places`. */
  decimal(min: number, max: number, places: number): number;
  digits(count: number): string;
  /** The items in a random order (a new array). */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of choices) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return choices[choices.length - 1][0];
    },
    chance: (probability) => next() < probability,
    decimal: (min, max, places) => Number((min + next() * (max - min)).toFixed(places)),
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
