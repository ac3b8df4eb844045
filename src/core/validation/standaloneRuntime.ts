// What the generated validators (src/core/generated/validators, scripts/gen-validators.ts) are
// given to run: the formats by name, as createAjv() registers them, and the ajv run-time helpers
// they use (the generator names any other it meets).
// ajv's standalone code requires both; the generated modules import nothing and take this
// object instead, so Node and the test runner load them as they are.
import { fullFormats } from 'ajv-formats/dist/formats';
import * as equalModule from 'ajv/dist/runtime/equal';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { projectFormatDefinitions } from './vocabulary';

/** The helper itself, whichever way the CommonJS module was imported: Node hands the whole
 * `exports` object as the default, bundlers hand `exports.default`. */
function defaultOf<T>(module: unknown): T {
  const value = (module as { default: T & { default?: T } }).default;
  return value.default ?? value;
}

export const standaloneRuntime = {
  /** ajv-formats' full formats, then the project's (which replace `url` and `email`), as in createAjv(). */
  formats: { ...fullFormats, ...projectFormatDefinitions },
  ucs2length: defaultOf<(text: string) => number>(ucs2lengthModule),
  equal: defaultOf<(a: unknown, b: unknown) => boolean>(equalModule),
};

export type StandaloneRuntime = typeof standaloneRuntime;
