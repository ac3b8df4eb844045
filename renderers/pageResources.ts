// What a screen needs before it renders (issue 9, section 6): the schemas of the entities its page
// names and of the entities their relations point at (a remote select searches those), and the
// text namespaces the page and its own entities' schemas name (with the dictionary names). Fetched together when the screen opens; each is
// fetched once per session (and again per language for the texts, by i18next).
import type { i18n as I18n } from 'i18next';
import { DICT_NAMESPACE, namespacesNamedIn } from '../src/core/i18n/namespaces';
import { knownNamespaces } from '../src/i18n/namespaceFiles';
import { loadEntities, relatedEntityNames } from './entities';
import { entitiesNamedIn } from '../src/core/page/entitiesNamedIn';

/** Loads a page's entity schemas and texts; answers the text namespaces its components look keys up in. */
export async function loadPageResources(page: unknown, i18n: I18n): Promise<string[]> {
  const named = await loadEntities(entitiesNamedIn(page));
  await loadEntities(named.flatMap(relatedEntityNames));
  const namespaces = namespacesNamedIn(page, new Set([DICT_NAMESPACE]));
  for (const schema of named) namespacesNamedIn(schema, namespaces);
  const known = (await knownNamespaces(i18n.language, namespaces)).sort();
  await i18n.loadNamespaces(known);
  return known;
}
