// How the texts are split into i18next namespaces (issue 9, section 6). The shell's texts are the
// default namespace, bundled with the console; the texts of one entity (`entity.<name>.…`), of
// one page (`page.<key>.…`) and the dictionary names (`dict.…`) are namespaces of their own,
// loaded with the screen that needs them. A key keeps its full path inside its namespace, so
// page JSON and entity schemas name texts the same way wherever they live.

/** The shell's namespace (i18next's default). */
export const SHELL_NAMESPACE = 'translation';
export const DICT_NAMESPACE = 'dict';

/** `page.*` texts the renderers and the shell use on every screen: they stay in the shell. */
export const SHELL_PAGE_KEYS: readonly string[] = ['action', 'confirm', 'shortcut', 'tree', 'report', 'bigData'];

/** The namespace a key lives in. */
export function namespaceOfKey(key: string): string {
  const [head, name] = key.split('.');
  if (head === 'entity' && name) return `entity/${name}`;
  if (head === 'page' && name && !SHELL_PAGE_KEYS.includes(name)) return `page/${name}`;
  if (head === 'dict') return DICT_NAMESPACE;
  return SHELL_NAMESPACE;
}

/** The catalogue file of a namespace in one language, relative to the repository. */
export function catalogueFileOf(namespace: string, language: string): string {
  return namespace === SHELL_NAMESPACE ? `locales/${language}.json` : `locales/${namespace}/${language}.json`;
}

/** The namespace of a catalogue file (`locales/entity/waybill/zh.json` → `entity/waybill`), or undefined. */
export function namespaceOfFile(file: string): { namespace: string; language: string } | undefined {
  const match = /(?:^|\/)locales\/(?:(.+)\/)?([a-z]{2})\.json$/.exec(file);
  if (!match) return undefined;
  return { namespace: match[1] ?? SHELL_NAMESPACE, language: match[2]! };
}

const KEY_PATTERN = /^(?:entity|page|dict)\.[A-Za-z0-9_]/;

/** The namespaces, beyond the shell's, of every text key named anywhere in a definition (a page, an entity schema). */
export function namespacesNamedIn(definition: unknown, into = new Set<string>()): Set<string> {
  if (typeof definition === 'string') {
    if (KEY_PATTERN.test(definition)) {
      const namespace = namespaceOfKey(definition);
      if (namespace !== SHELL_NAMESPACE) into.add(namespace);
    }
  } else if (Array.isArray(definition)) {
    for (const item of definition) namespacesNamedIn(item, into);
  } else if (definition && typeof definition === 'object') {
    for (const value of Object.values(definition)) namespacesNamedIn(value, into);
  }
  return into;
}
