// The shell catalogue (locales/<lang>.json) reaches the browser in two parts: the sections a
// signed-out first load needs (the login form, messages, validation, error pages), and the
// sections only the console after sign-in reads (menus, tabs, the screens' renderers), fetched
// with the console (src/boot/consoleLoader.ts). The build splits the file (scripts/build/
// browserDefinitions.ts); tests/unit/i18n/catalogueParts.test.ts checks that every key the first
// load's code names is in its part.

/** Sections only the console after sign-in reads. */
export const CONSOLE_SECTIONS: readonly string[] = ['renderer', 'route', 'entityApi', 'page', 'publicPage', 'navbar', 'tagsView', 'chart', 'search', 'todo', 'errorLog'];

export type CataloguePart = 'first' | 'console';

/** The sections of `catalogue` in `part`. */
export function cataloguePart(catalogue: Record<string, unknown>, part: CataloguePart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => CONSOLE_SECTIONS.includes(section) === (part === 'console')));
}
