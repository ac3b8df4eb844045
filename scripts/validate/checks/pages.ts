// Page definitions (pages/**/*.json): each follows the page language (schemas/page.schema.json)
// and names only an existing entity, its fields, known dictionaries, declared state actions,
// existing pages and i18n keys of all four catalogues. Component paths are unique.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { EntitySchema } from '../../../src/core/generated/entity-language';
import type { Action, Block, Condition, FormGroup, Page } from '../../../src/core/generated/page-language';
import { blockEntity, blocksOf, expandPage } from '../../../src/core/page/expandPage';
import { blockChecks, BLOCKS_NEEDING_ENTITY } from './blocks';
import { derivedAction } from '../../../src/core/page/permissionCode';
import type { ResourceNode } from '../../../src/core/generated/api';
import { at, isDiagnostic, readJsonSource, repoRoot, type Diagnostic, type JsonSource } from '../diagnostics';
import { checkI18nKey, compileLanguage, loadEntityContext, schemaDiagnostics, type I18nCatalogues, type KnownDictionaries } from './entities';
import { FIXED_VIEW_COMPONENTS } from '../../../src/core/page/fixedViewComponents';
import { PUBLIC_PATHS } from '../../../src/session/guard';
import type { Check } from './index';

export const PAGE_DIR = 'pages';
const MENU_FILE = 'server/seed/data/menu.json';


/** Kind branches of the language, for messages such as `"sections" is not a property of a list page`. */
const BRANCHES = {
  ListPage: 'list page', FormPage: 'form page', DetailPage: 'detail page', BlockPage: 'page of blocks',
  FiltersBlock: 'filters block', TableBlock: 'table block', FormBlock: 'form block', DetailBlock: 'detail block', StatsBlock: 'stats block',
  ChartBlock: 'chart block', SummaryBlock: 'summary block', TabsBlock: 'tabs block', TreeBlock: 'tree block', BannersBlock: 'banners block', TodoBlock: 'todo block', WelcomeBlock: 'welcome block',
};

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

/** The checks of one page against one entity; each call adds diagnostics to `problems`. */
export class PageChecker {
  readonly problems: Diagnostic[] = [];

  constructor(
    readonly source: JsonSource,
    readonly entityName: string,
    readonly entity: EntitySchema,
    readonly context: PageContext,
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

  /** A button of a table (`table`: whether its rows can be selected, when the caller knows). */
  action(pointer: string, action: Action, table?: { selection?: boolean }): void {
    this.permission(pointer, action);
    this.key(`${pointer}/label`, action.label);
    this.key(`${pointer}/confirm`, action.confirm);
    this.key(`${pointer}/fileName`, action.fileName);
    if (action.when) this.condition(`${pointer}/when`, action.when);
    if (action.type === 'link' && action.to) {
      this.page(`${pointer}/to`, action.to);
      for (const [param, field] of Object.entries(action.params ?? {})) this.field(`${pointer}/params/${param}`, field);
    }
    this.placement(pointer, action, table);
    if (action.type === 'share' && !action.link) this.problems.push(at(this.source, pointer, 'a share button names the public link kind it mints ("link")'));
    // A request's fields may be x-readonly like a state action's: the endpoint is what writes them.
    action.fields?.forEach((name, i) => this.field(`${pointer}/fields/${i}`, name));
    if ((action.type === 'state' || action.type === 'batch') && action.action) {
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

  /** Buttons that work on the selected rows sit on the toolbar of a table with `selection`;
   * buttons about one record sit on its rows. */
  placement(pointer: string, action: Action, table?: { selection?: boolean }): void {
    const onRow = pointer.includes('/rowActions/');
    const onSelection = action.type === 'batch' || (action.type === 'request' && action.scope === 'selection');
    if (onSelection && onRow)
      this.problems.push(at(this.source, pointer, `a "${action.type}" button works on the selected rows: put it in the toolbar`));
    else if (action.type === 'request' && (action.scope === 'row') !== onRow)
      this.problems.push(at(this.source, `${pointer}/scope`, onRow ? `a row's request has scope "row"` : `a toolbar request has scope "selection" or "none" ("row" is for row actions)`));
    else if ((onSelection || action.type === 'print') && !onRow && table && !table.selection)
      this.problems.push(at(this.source, pointer, `a toolbar "${action.type}" button works on the selected rows: the table needs "selection": true`));
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

  /** A dimension a report groups by: declared in the entity's x-dimensions with that bucket. */
  dimension(pointer: string, ref: string): void {
    const [name, bucket] = ref.split(':');
    const declared = this.entity['x-dimensions']?.[name];
    if (!declared) this.problems.push(at(this.source, pointer, `"${name}" is not a dimension of entity "${this.entityName}" (x-dimensions)`));
    else if (bucket !== undefined && !(declared.buckets ?? []).includes(bucket as never))
      this.problems.push(at(this.source, pointer, `"${name}" is not declared with bucket "${bucket}" (x-dimensions buckets: ${(declared.buckets ?? []).join(', ') || 'none'})`));
    else if (bucket === undefined && (declared.buckets ?? []).length > 0 && ['datetime', 'date-ymd'].includes(this.entity.properties[name]?.format ?? ''))
      this.problems.push(at(this.source, pointer, `"${name}" is a date: group it by one of its buckets (${(declared.buckets ?? []).join(', ')})`));
  }

  /** A measure a report computes: count, or a function the entity's x-measures declares. */
  measure(pointer: string, ref: string): void {
    if (ref === 'count') return;
    const [name, fn] = ref.split(':');
    const declared = this.entity['x-measures']?.[name];
    if (!declared) this.problems.push(at(this.source, pointer, `"${name}" is not a measure of entity "${this.entityName}" (x-measures)`));
    else if (!declared.includes(fn as never)) this.problems.push(at(this.source, pointer, `"${name}" does not declare "${fn}" (x-measures: ${declared.join(', ')})`));
  }

  /** Exact filters on a block (where): filterable fields and codes of their dictionaries. */
  where(pointer: string, where: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(where)) {
      const field = this.field(`${pointer}/${name}`, name);
      if (!field) continue;
      if (field['x-filter'] !== true) this.problems.push(at(this.source, `${pointer}/${name}`, `"${name}" cannot filter exactly (x-filter: true)`));
      const codes = field['x-dict'] ? this.context.dictionaries.get(field['x-dict']) : null;
      for (const code of Array.isArray(value) ? value : [value])
        if (codes && !codes.has(String(code))) this.problems.push(at(this.source, `${pointer}/${name}`, `"${String(code)}" is not a code of dictionary "${field['x-dict']}"`));
    }
  }

  /** A date window: a date field that lists filter by range. */
  window(pointer: string, window: { field: string }): void {
    const field = this.field(`${pointer}/field`, window.field);
    if (field && field['x-filter'] !== 'range') this.problems.push(at(this.source, `${pointer}/field`, `"${window.field}" is not filterable by range (x-filter: "range")`));
  }
}

/** Every rule of one page; `source.file` is its path under pages/. List, form and detail pages
 * are checked as the blocks they expand to; each block by the check of its type
 * (scripts/validate/checks/blocks/), with pointers into the file as written. */
export function checkPage(source: JsonSource, context: PageContext): Diagnostic[] {
  if (!context.language(source.value)) return schemaDiagnostics(source, context.language.errors, BRANCHES);
  const page = source.value as Page;
  const problems: Diagnostic[] = [];
  const link = schemaLinkFor(source.file);
  if (page.$schema !== undefined && page.$schema !== link) problems.push(at(source, '/$schema', `must be "${link}" from this file`));
  if (page.entity !== undefined && !context.entities.has(page.entity))
    return [...problems, at(source, '/entity', `unknown entity "${page.entity}" (no schemas/entities/${page.entity}.json)`)];
  // The entities the screen's forms look up (lookups): each one a known entity.
  ('lookups' in page ? page.lookups ?? [] : []).forEach((lookup, i) => {
    if (!context.entities.has(lookup.entity)) problems.push(at(source, `/lookups/${i}/entity`, `unknown entity "${lookup.entity}" (no schemas/entities/${lookup.entity}.json)`));
  });
  const checkers = new Map<string, PageChecker>();
  const checkerFor = (name: string): PageChecker => {
    let checker = checkers.get(name);
    if (!checker) checkers.set(name, (checker = new PageChecker(source, name, context.entities.get(name)!, context)));
    return checker;
  };
  const expanded = expandPage(page);
  const shorthand = expanded !== page;
  const pageChecker = page.entity ? checkerFor(page.entity) : undefined;
  pageChecker?.key('/title', page.title);
  if (expanded.fixedFilter) pageChecker?.fixedFilter(expanded.fixedFilter);
  if (!page.entity) problems.push(...checkI18nKey(source, '/title', page.title, context.catalogues));
  // A tab naming an entity is a page of its own over it: its blocks read that entity.
  const visit = (blocks: Block[], base: string, tabEntity?: string) =>
    blocks.forEach((block, i) => {
      // A shorthand's block properties sit at the top of the file.
      const pointer = shorthand ? '' : `${base}/${i}`;
      const entityName = (block as { entity?: string }).entity ?? tabEntity ?? blockEntity(expanded, block as { entity?: string });
      if ('entity' in block && block.entity && !context.entities.has(block.entity)) {
        problems.push(at(source, `${pointer}/entity`, `unknown entity "${block.entity}" (no schemas/entities/${block.entity}.json)`));
        return;
      }
      const checker = entityName ? checkerFor(entityName) : undefined;
      if (!checker && BLOCKS_NEEDING_ENTITY.has(block.type)) {
        problems.push(at(source, pointer, `a ${block.type} block needs an entity: give the block or the page "entity"`));
        return;
      }
      blockChecks[block.type](checker!, block as never, pointer, { page: expanded, source, context, problems });
      if (block.type === 'tabs') block.tabs.forEach((tab, t) => tab.blocks && visit(tab.blocks as unknown as Block[], `${pointer}/tabs/${t}/blocks`, tab.entity ?? tabEntity));
    });
  visit(blocksOf(expanded), '/blocks');
  problems.push(...publicPageProblems(source, page, expanded));
  for (const checker of checkers.values()) problems.push(...checker.problems);
  return problems;
}

/** Public pages (pages/public/<route>.json, opened by a signed link outside the shell) name
 * their link kind, post their forms to the link's actions and read tables from the link's record;
 * other pages do neither. Their route must be one of the public routes of spec section 2. */
function publicPageProblems(source: JsonSource, page: Page, expanded: ReturnType<typeof expandPage>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const isPublicFile = source.file.replace(/\\/g, '/').startsWith('pages/public/');
  const declared = 'public' in page && page.public !== undefined;
  if (isPublicFile && !declared) problems.push(at(source, '/', 'a page under pages/public/ is a public page: give it "public": { "link": "<kind>" }'));
  if (!isPublicFile && declared) problems.push(at(source, '/public', 'only pages under pages/public/ are public pages'));
  if (isPublicFile && !(PUBLIC_PATHS as readonly string[]).includes(`/${componentOf(source.file).replace(/^public\//, '')}`))
    problems.push(at(source, '/', `pages/public/<route>.json must name a public route (${PUBLIC_PATHS.join(', ')})`));
  const shorthand = expanded !== page;
  blocksOf(expanded).forEach((block, i) => {
    const pointer = shorthand ? '' : `/blocks/${i}`;
    if (block.type === 'table' && block.rowsFrom && !isPublicFile) problems.push(at(source, `${pointer}/rowsFrom`, 'rowsFrom reads the signed link\'s record: public pages only'));
    if (isPublicFile && block.type === 'table' && !block.rowsFrom) problems.push(at(source, pointer, 'a table on a public page reads rowsFrom (the entity API needs a session)'));
    if (isPublicFile && block.type === 'form' && block.submit.type !== 'custom') problems.push(at(source, `${pointer}/submit`, 'a form on a public page posts to the link\'s action: submit { "type": "custom", "path": "<action>" }'));
  });
  return problems;
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

/** Menu leaves (every one since issue 16 landed the last screens) with no page definition that
 * are no fixed view: a leaf never falls back to the placeholder. External links open elsewhere. */
export function checkMenuLeavesHavePages(menu: JsonSource, pages: Set<string>): Diagnostic[] {
  const fixed = new Set<string>(FIXED_VIEW_COMPONENTS);
  return menuLeaves(menu.value as ResourceNode[], '')
    .filter(({ node }) => !node.meta.link && !pages.has(node.component) && !fixed.has(node.component))
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
    if (!isDiagnostic(context.menu)) problems.push(...checkMenuLeavesHavePages(context.menu, context.pages));
    return problems;
  },
};
