// The seeded menu tree (server/seed/data/menu.json): unique names, well-formed paths,
// every title key in all four catalogues, and the kept-alive views of the specification.
import { at, isDiagnostic, readJsonSource, type Diagnostic, type JsonSource } from '../diagnostics';
import { keysByLanguage, loadCatalogues } from './locales';
import type { Check } from './index';
import type { ResourceNode } from '../../../src/core/generated/api';

const MENU_FILE = 'server/seed/data/menu.json';
/** Spec section 2: these views are kept alive. */
export const KEEP_ALIVE_VIEWS = ['ShipmentManage', 'ShipmentCompanyManage', 'DriverTeamManage', 'DriverManage', 'Ordermanage'];

interface Visit {
  node: ResourceNode;
  pointer: string;
  depth: number;
}

function walk(nodes: ResourceNode[], pointer: string, depth: number, out: Visit[]): Visit[] {
  nodes.forEach((node, i) => {
    const p = `${pointer}/${i}`;
    out.push({ node, pointer: p, depth });
    if (node.children) walk(node.children, `${p}/children`, depth + 1, out);
  });
  return out;
}

export function checkMenu(source: JsonSource, titleKeys: Map<string, Set<string>>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const visits = walk(source.value as ResourceNode[], '', 0, []);
  const seen = new Map<string, string>();
  for (const { node, pointer, depth } of visits) {
    const isDir = Array.isArray(node.children);
    if (seen.has(node.name)) problems.push(at(source, `${pointer}/name`, `route name "${node.name}" is used again (first at ${seen.get(node.name)})`));
    seen.set(node.name, pointer);
    if (node.meta.title !== `route.${node.name}`) problems.push(at(source, `${pointer}/meta/title`, `title must be "route.${node.name}"`));
    for (const [lang, keys] of titleKeys)
      if (!keys.has(node.meta.title)) problems.push(at(source, `${pointer}/meta/title`, `"${node.meta.title}" is missing in locales/${lang}.json`));
    if (depth === 0 && !node.path.startsWith('/')) problems.push(at(source, `${pointer}/path`, 'a top-level path must start with /'));
    if (isDir && depth === 0 && node.component !== 'Layout') problems.push(at(source, `${pointer}/component`, 'a top-level directory has component "Layout"'));
    if (isDir && depth > 0 && node.component !== 'ParentView') problems.push(at(source, `${pointer}/component`, 'a nested directory has component "ParentView"'));
    if (!isDir && (node.component === 'Layout' || node.component === 'ParentView')) problems.push(at(source, `${pointer}/component`, 'a leaf names a page or a fixed view'));
  }
  for (const name of KEEP_ALIVE_VIEWS) {
    const pointer = seen.get(name);
    const visit = visits.find((v) => v.pointer === pointer);
    if (!visit) problems.push(at(source, '', `the kept-alive view "${name}" is missing`));
    else if (!visit.node.meta.keepAlive) problems.push(at(source, `${visit.pointer}/meta`, `"${name}" must have keepAlive: true`));
  }
  return problems;
}

export const menuCheck: Check = {
  name: 'menu: names, paths and titles of the seeded menu tree',
  async run() {
    const source = await readJsonSource(MENU_FILE);
    if (isDiagnostic(source)) return [source];
    const catalogues = await loadCatalogues();
    const problems = [...catalogues.problems];
    const titleKeys = keysByLanguage(catalogues);
    return [...problems, ...checkMenu(source, titleKeys)];
  },
};
