// Page definitions (pages/**/*.json): each follows the page language (schemas/page.schema.json)
// and names only an existing entity, its fields, known dictionaries, declared state actions,
// existing pages and i18n keys of all four catalogues. Component paths are unique.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { EntitySchema } from '../../../src/core/generated/entity-language';
import type { Action, Condition, FormGroup, ListPage, Page } from '../../../src/core/generated/page-language';
import { derivedAction } from '../../../src/core/page/permissionCode';
import type { ResourceNode } from '../../../src/core/generated/api';
import { at, isDiagnostic, readJsonSource, repoRoot, type Diagnostic, type JsonSource } from '../diagnostics';
import { checkI18nKey, compileLanguage, loadEntityContext, schemaDiagnostics, type I18nCatalogues, type KnownDictionaries } from './entities';
import type { Check } from './index';

export const PAGE_DIR = 'pages';
const MENU_FILE = 'server/seed/data/menu.json';

/** When true, every menu leaf naming a page component (a path with a slash) must have its
 * pages/<component>.json. Off while most screens have no page yet; switch on when they do. */
export const REQUIRE_PAGE_FOR_EVERY_LEAF = false;

/** Kind branches of the language, for messages such as `"sections" is not a property of a list page`. */
const BRANCHES = { ListPage: 'list page', FormPage: 'form page', DetailPage: 'detail page' };

export interface PageContext {
  entities: Map<string, EntitySchema>;
  dictionaries: KnownDictionaries;
  catalogues: I18nCatalogues;
  /** Component paths of every page definition (`tms/transportManage/waybillManage`). */
  pages: Set<string>;
  /** Components named by menu leaves. */
  menuComponents: Set<string>;
  /** Component -> its menu leaf's name and the permission codes the leaf declares. */
  screens: Map<string, { leaf: string; codes: Set<string> }>;
  /** Every permission code of the menu seed. */
  permissionCodes: Set<string>;
  /** schemas/page.schema.json, compiled. */
  language: ValidateFunction;
}

/** A leaf of the menu seed with the permission declarations the server reads. */
type MenuLeaf = ResourceNode & { actions?: string[]; standardActions?: string[] };

const STANDARD_ACTIONS = ['view', 'add', 'edit', 'remove', 'export'];

/** The codes a leaf declares: its standard actions (all five unless listed) and its own. */
function leafCodes(leaf: MenuLeaf): string[] {
  return [...(leaf.standardActions ?? STANDARD_ACTIONS), ...(leaf.actions ?? [])].map((action) => `${leaf.name}:${action}`);
}

/** `pages/basic/DriverManage.json` -> `basic/DriverManage`. */
export function componentOf(file: string): string {
  return file.replace(/^pages\//, '').replace(/\.json$/, '');
}

/** The `$schema` a page at `file` needs so an editor finds the language. */
export function schemaLinkFor(file: string): string {
  return `${'../'.repeat(file.split('/').length - 1)}schemas/page.schema.json`;
}

/** The checks of one page against its entity; each call adds diagnostics to `problems`. */
class PageChecker {
  readonly problems: Diagnostic[] = [];

  constructor(
    private readonly source: JsonSource,
    private readonly entityName: string,
    private readonly entity: EntitySchema,
    private readonly context: PageContext,
  ) {}

  key(pointer: string, key: string | undefined): void {
    if (key) this.problems.push(...checkI18nKey(this.source, pointer, key, this.context.catalogues));
  }

  field(pointer: string, name: string): EntitySchema['properties'][string] | undefined {
    const field = this.entity.properties[name];
    if (!field) this.problems.push(at(this.source, pointer, `"${name}" is not a field of entity "${this.entityName}"`));
    return field;
  }

  dict(pointer: string, name: string | undefined): void {
    if (name && !this.context.dictionaries.has(name)) this.problems.push(at(this.source, pointer, `unknown dictionary "${name}"`));
  }

  page(pointer: string, target: string): void {
    if (!this.context.pages.has(target) && !this.context.menuComponents.has(target))
      this.problems.push(at(this.source, pointer, `"${target}" is neither a page (pages/${target}.json) nor a menu component`));
  }

  /** A row condition: its field exists and its values are codes of the field's dictionary. */
  condition(pointer: string, condition: Condition): void {
    const field = this.field(`${pointer}/field`, condition.field);
    const codes = field?.['x-dict'] ? this.context.dictionaries.get(field['x-dict']) : null;
    condition.in.forEach((value, i) => {
      if (codes && !codes.has(String(value)))
        this.problems.push(at(this.source, `${pointer}/in/${i}`, `"${value}" is not a code of dictionary "${field?.['x-dict']}"`));
    });
  }

  /** The permission code the button needs: its own, else derived from the screen's leaf. */
  permission(pointer: string, action: Action): void {
    if (action.permission) {
      if (!this.context.permissionCodes.has(action.permission))
        this.problems.push(at(this.source, `${pointer}/permission`, `permission code "${action.permission}" is not declared by any leaf of the menu seed`));
      return;
    }
    const derived = derivedAction(action);
    if (!derived) return;
    const screen = this.context.screens.get(componentOf(this.source.file));
    if (!screen) {
      this.problems.push(at(this.source, pointer, `no menu leaf has component "${componentOf(this.source.file)}", so the code of this "${action.type}" button cannot be derived`));
      return;
    }
    if (!screen.codes.has(`${screen.leaf}:${derived}`))
      this.problems.push(at(this.source, pointer, `permission code "${screen.leaf}:${derived}" is not declared by menu leaf "${screen.leaf}" (add "${derived}" to its actions or standardActions)`));
  }

  /** The records the screen always shows: filterable fields (exact x-filter) and codes of their dictionaries. */
  fixedFilter(filter: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(filter)) {
      const pointer = `/fixedFilter/${name}`;
      const field = this.field(pointer, name);
      if (!field) continue;
      if (field['x-filter'] !== true) {
        this.problems.push(at(this.source, pointer, `"${name}" cannot be a fixed filter: the entity does not let lists filter it exactly (x-filter: true)`));
        continue;
      }
      const codes = field['x-dict'] ? this.context.dictionaries.get(field['x-dict']) : null;
      for (const code of Array.isArray(value) ? value : [value]) {
        if (codes && !codes.has(String(code))) this.problems.push(at(this.source, pointer, `"${String(code)}" is not a code of dictionary "${field['x-dict']}"`));
      }
    }
  }

  action(pointer: string, action: Action): void {
    this.permission(pointer, action);
    this.key(`${pointer}/label`, action.label);
    this.key(`${pointer}/confirm`, action.confirm);
    if (action.when) this.condition(`${pointer}/when`, action.when);
    if (action.type === 'link' && action.to) {
      this.page(`${pointer}/to`, action.to);
      for (const [param, field] of Object.entries(action.params ?? {})) this.field(`${pointer}/params/${param}`, field);
    }
    if (action.type === 'state' && action.action) {
      const states = this.entity['x-states'];
      const declared = states?.actions[action.action];
      if (!declared) {
        this.problems.push(at(this.source, `${pointer}/action`, `"${action.action}" is not a state action of entity "${this.entityName}" (x-states)`));
        return;
      }
      // A condition on the state field may narrow the action's from states, never widen them.
      if (action.when && states && action.when.field === states.field)
        action.when.in.forEach((code, i) => {
          if (!declared.from.includes(String(code)))
            this.problems.push(at(this.source, `${pointer}/when/in/${i}`, `"${action.action}" is not allowed in state "${code}" (from: ${declared.from.join(', ')})`));
        });
    }
  }

  /** Fields of a create/edit form: they exist and are not set by the server. */
  groups(pointer: string, groups: FormGroup[]): void {
    const keys = new Set<string>();
    groups.forEach((group, g) => {
      const base = `${pointer}/${g}`;
      if (keys.has(group.key)) this.problems.push(at(this.source, `${base}/key`, `group key "${group.key}" is used twice`));
      keys.add(group.key);
      this.key(`${base}/title`, group.title);
      group.fields.forEach((name, i) => {
        const field = this.field(`${base}/fields/${i}`, name);
        if (field?.['x-readonly']) this.problems.push(at(this.source, `${base}/fields/${i}`, `"${name}" is read-only (x-readonly) and cannot be edited in a form`));
      });
    });
  }

  list(page: ListPage): void {
    page.columns.forEach((column, i) => {
      const base = `/columns/${i}`;
      const field = this.field(`${base}/field`, column.field);
      this.key(`${base}/label`, column.label);
      this.dict(`${base}/dict`, column.dict);
      if (field && column.format === 'dict' && !column.dict && !field['x-dict'])
        this.problems.push(at(this.source, `${base}/format`, `format "dict" needs a dict: "${column.field}" has no x-dict`));
      if (field && column.sortable && !field['x-sortable'])
        this.problems.push(at(this.source, `${base}/sortable`, `"${column.field}" is not sortable (no x-sortable on the entity)`));
    });
    (page.filters ?? []).forEach((filter, i) => {
      const base = `/filters/${i}`;
      const field = this.field(`${base}/field`, filter.field);
      this.dict(`${base}/dict`, filter.dict);
      this.key(`${base}/label`, filter.label);
      this.key(`${base}/placeholder`, filter.placeholder);
      if (field && !field['x-filter']) this.problems.push(at(this.source, `${base}/field`, `"${filter.field}" is not filterable (no x-filter on the entity)`));
      else if (field && filter.widget === 'date-range' && field['x-filter'] !== 'range')
        this.problems.push(at(this.source, `${base}/widget`, `a date range needs x-filter "range" on "${filter.field}"`));
    });
    (page.toolbar ?? []).forEach((action, i) => this.action(`/toolbar/${i}`, action));
    (page.rowActions ?? []).forEach((action, i) => this.action(`/rowActions/${i}`, action));
    if (page.defaultSort) {
      const field = this.field('/defaultSort/field', page.defaultSort.field);
      if (field && !field['x-sortable']) this.problems.push(at(this.source, '/defaultSort/field', `"${page.defaultSort.field}" is not sortable (no x-sortable on the entity)`));
    }
    if (page.form) this.groups('/form/groups', page.form.groups);
    if (page.fixedFilter) this.fixedFilter(page.fixedFilter);
  }

  run(page: Page): void {
    this.key('/title', page.title);
    if (page.kind === 'list') this.list(page);
    else if (page.kind === 'form') {
      this.groups('/groups', page.groups);
      if (page.redirect) this.page('/redirect', page.redirect);
    } else
      page.sections.forEach((section, s) => {
        this.key(`/sections/${s}/title`, section.title);
        section.fields.forEach((name, i) => this.field(`/sections/${s}/fields/${i}`, name));
      });
  }
}

/** Every rule of one page; `source.file` is its path under pages/. */
export function checkPage(source: JsonSource, context: PageContext): Diagnostic[] {
  if (!context.language(source.value)) return schemaDiagnostics(source, context.language.errors, BRANCHES);
  const page = source.value as Page;
  const problems: Diagnostic[] = [];
  const link = schemaLinkFor(source.file);
  if (page.$schema !== undefined && page.$schema !== link) problems.push(at(source, '/$schema', `must be "${link}" from this file`));
  const entity = context.entities.get(page.entity);
  if (!entity) return [...problems, at(source, '/entity', `unknown entity "${page.entity}" (no schemas/entities/${page.entity}.json)`)];
  const checker = new PageChecker(source, page.entity, entity, context);
  checker.run(page);
  return [...problems, ...checker.problems];
}

/** Two page files whose component paths differ only in case would be one route on a
 * case-insensitive file system and in the menu. */
export function checkComponentPaths(files: string[]): Diagnostic[] {
  const seen = new Map<string, string>();
  const problems: Diagnostic[] = [];
  for (const file of files) {
    const key = componentOf(file).toLowerCase();
    const first = seen.get(key);
    if (first) problems.push({ file, pointer: '/', message: `component path "${componentOf(file)}" is already used by ${first}` });
    else seen.set(key, file);
  }
  return problems;
}

function menuLeaves(nodes: ResourceNode[], pointer: string, out: { node: ResourceNode; pointer: string }[] = []) {
  nodes.forEach((node, i) => {
    const p = `${pointer}/${i}`;
    if (node.children) menuLeaves(node.children, `${p}/children`, out);
    else out.push({ node, pointer: p });
  });
  return out;
}

/** Menu leaves whose component is a page path (it has a slash; fixed views such as `home`
 * have none) but which have no page definition. Reported only with REQUIRE_PAGE_FOR_EVERY_LEAF. */
export function checkMenuLeavesHavePages(menu: JsonSource, pages: Set<string>): Diagnostic[] {
  return menuLeaves(menu.value as ResourceNode[], '')
    .filter(({ node }) => node.component.includes('/') && !node.meta.link && !pages.has(node.component))
    .map(({ node, pointer }) => at(menu, `${pointer}/component`, `menu leaf "${node.name}" has no page pages/${node.component}.json`));
}

async function listPageFiles(dir = PAGE_DIR): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, dir), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listPageFiles(rel)));
    else if (entry.name.endsWith('.json')) files.push(rel);
  }
  return files.sort();
}

export async function loadPageContext(): Promise<PageContext & { files: string[]; menu: JsonSource | Diagnostic }> {
  const entityContext = await loadEntityContext();
  const languageSource = await readJsonSource('schemas/page.schema.json');
  if (isDiagnostic(languageSource)) throw new Error(`${languageSource.file}: ${languageSource.message}`);
  const files = await listPageFiles();
  const menu = await readJsonSource(MENU_FILE).catch((): Diagnostic => ({ file: MENU_FILE, pointer: '', message: 'menu missing' }));
  const leaves = isDiagnostic(menu) ? [] : menuLeaves(menu.value as ResourceNode[], '').map(({ node }) => node as MenuLeaf);
  const menuComponents = new Set(leaves.map((node) => node.component));
  const screens = new Map(leaves.map((node) => [node.component, { leaf: node.name, codes: new Set(leafCodes(node)) }]));
  return {
    files,
    menu,
    entities: entityContext.entities,
    dictionaries: entityContext.dictionaries,
    catalogues: entityContext.catalogues,
    pages: new Set(files.map(componentOf)),
    menuComponents,
    screens,
    permissionCodes: new Set(leaves.flatMap(leafCodes)),
    language: compileLanguage(languageSource.value),
  };
}

export const pagesCheck: Check = {
  name: 'pages: page definitions follow the page language and match their entities',
  async run() {
    const context = await loadPageContext();
    const problems = checkComponentPaths(context.files);
    for (const file of context.files) {
      const source = await readJsonSource(file);
      problems.push(...(isDiagnostic(source) ? [source] : checkPage(source, context)));
    }
    if (REQUIRE_PAGE_FOR_EVERY_LEAF && !isDiagnostic(context.menu)) problems.push(...checkMenuLeavesHavePages(context.menu, context.pages));
    return problems;
  },
};
