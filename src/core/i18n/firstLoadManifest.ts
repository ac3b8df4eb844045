// What the build tells the server about a signed-out first load (dist/.first-load.json, written by
// scripts/build/firstLoadManifest.ts, read by server/http/firstLoadLinks.ts). A dot file: the
// console's static files do not serve it.
export const FIRST_LOAD_MANIFEST = '.first-load.json';

export interface FirstLoadManifest {
  /** By language: the file (relative to the console's root) of the shell catalogue's first part. */
  firstTexts: Record<string, string>;
}

/** The page with the login form's markup in `language` (scripts/build/prerenderLogin.ts). */
export function prerenderedLoginFile(language: string): string {
  return `login.${language}.html`;
}
