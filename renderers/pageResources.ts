// What a screen needs before it renders (issue 9, section 6): the schemas of the entities its page
// names and of the entities their relations point at (a remote select searches those), and the
// text namespaces the page and its own entities' schemas name (with the dictionary names). Fetched together when the screen opens; each is
// fetched once per session (and again per language for the texts, by i18next).
import type { i18n as I18n } from 'i18next';
import { DICT_NAMESPACE, namespacesNamedIn } from '../src/core/i18n/namespaces';
import { isKnownNamespace } from '../src/i18n/namespaceFiles';
import { loadEntities, relatedEntityNames } from './entities';

/** Every entity a definition names: the value of each `entity` property, at any depth. */
export function entitiesNamedIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) entitiesNamedIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'entity' && typeof child === 'string') into.add(child);
      else entitiesNamedIn(child, into);
    }
  }
  return into;
}

/** Loads a page's entity schemas and texts; answers the text namespaces its components look keys up in. */
export async function loadPageResources(page: unknown, i18n: I18n): Promise<string[]> {
  const named = await loadEntities(entitiesNamedIn(page));
  await loadEntities(named.flatMap(relatedEntityNames));
  const namespaces = namespacesNamedIn(page, new Set([DICT_NAMESPACE]));
  for (const schema of named) namespacesNamedIn(schema, namespaces);
  const known = [...namespaces].filter(isKnownNamespace).sort();
  await i18n.loadNamespaces(known);
  return known;
}
