// A CommonJS package loaded on its first use rather than when the server starts (issue 18, idle
// memory): for a package only some servers need (pg, on PostgreSQL alone), used from synchronous
// code. Resolved from the bundle or the source alike: both lie in the repository, above
// node_modules.
import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/** A function answering the package `name`, required on its first call. */
export function requireOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requirePackage(name) as T);
}
