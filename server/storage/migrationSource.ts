// The text of a migration db:diff writes: the changes with every table, column, index and
// kept-count shape spelled out, in the style of the hand-written ones (Kysely's schema builder,
// `autoId` and `notNull` from columns.ts), and the line that lists it in migrations/index.ts.
import { describeChange, type Change } from './shapeDiff';
import type { ColumnShape, IndexShape } from './shape';
import { inDependencyOrder, type ViewShape, type ViewShapes } from './views';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (items: string[]) => `[${items.map(quote).join(', ')}]`;
const shapeList = (shapes: string[][]) => `[${shapes.map(list).join(', ')}]`;

function literal(value: string | number | boolean): string {
  if (typeof value === 'string') return quote(value);
  // Booleans are stored as integers (tableFromEntity.ts).
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function columnLine(column: ColumnShape, adding: boolean): string {
  const name = quote(column.name);
  if (column.primaryKey) return `.addColumn(${name}, 'integer', autoId(db))`;
  if (!column.notNull) return `.addColumn(${name}, ${quote(column.type)})`;
  // A NOT NULL column added to a table with rows gives them its first value.
  if (adding && column.fill !== undefined) return `.addColumn(${name}, ${quote(column.type)}, (c) => c.notNull().defaultTo(${literal(column.fill)}))`;
  return `.addColumn(${name}, ${quote(column.type)}, notNull)`;
}

function createIndex(table: string, index: IndexShape): string {
  return `await db.schema.createIndex(${quote(index.name)}).on(${quote(table)}).columns(${list(index.columns)})${index.unique ? '.unique()' : ''}.execute();`;
}

const dropIndex = (index: IndexShape) => `await db.schema.dropIndex(${quote(index.name)}).execute();`;

function keepCounts(table: string, shapes: string[][]): string {
  return shapes.length === 0
    ? `await dialectOf(db).stopKeepingCounts(db, ${quote(table)});`
    : `await dialectOf(db).keepCounts(db, ${quote(table)}, ${shapeList(shapes)});`;
}

type ViewChange = Extract<Change, { kind: 'createView' | 'dropView' }>;

/** A view's select as a literal object, its lines in a template-free string array. */
function viewLiteral(view: ViewShape): string {
  const lines = (text: string) => `[\n${text.split('\n').map((line) => `    ${quote(line)},`).join('\n')}\n  ].join('\\n')`;
  return `{\n  select: ${lines(view.select)},${view.postgres ? `\n  postgres: ${lines(view.postgres)},` : ''}\n}`;
}

/** The statements of `up` for one change of a table, and those of `down` that undo it. */
function statements(change: Exclude<Change, ViewChange>): { up: string[]; down: string[] } {
  const { table } = change;
  switch (change.kind) {
    case 'createTable': {
      const { columns, indexes, keptCounts } = change.shape;
      const create = [`await db.schema.createTable(${quote(table)})`, ...columns.map((c) => `  ${columnLine(c, false)}`), '  .execute();'];
      const up = [...create, ...indexes.map((index) => createIndex(table, index))];
      const down = [`await db.schema.dropTable(${quote(table)}).execute();`];
      if (keptCounts.length > 0) {
        up.push(keepCounts(table, keptCounts));
        down.unshift(keepCounts(table, []));
      }
      return { up, down };
    }
    case 'addColumn':
      return {
        up: [`await db.schema.alterTable(${quote(table)})${columnLine(change.column, true)}.execute();`],
        down: [`await db.schema.alterTable(${quote(table)}).dropColumn(${quote(change.column.name)}).execute();`],
      };
    case 'createIndex':
      return {
        // An index added to a table that may be large gets statistics where the database wants them.
        up: [createIndex(table, change.index), `await dialectOf(db).analyzeNewIndex(db, ${quote(change.index.name)});`],
        down: [dropIndex(change.index)],
      };
    case 'dropIndex':
      return { up: [dropIndex(change.index)], down: [createIndex(table, change.index)] };
    case 'keepCounts':
      return { up: [keepCounts(table, change.shapes)], down: [keepCounts(table, change.before)] };
  }
}

const body = (lines: string[]) => lines.map((line) => `  ${line}`).join('\n');

const isViewChange = (change: Change): change is ViewChange => change.kind === 'createView' || change.kind === 'dropView';

/** Views are dropped before any is made again: PostgreSQL refuses to drop a view another view
 * reads (SQLite allows it). Up drops the views changed or gone, readers first, then makes the
 * new ones, the read ones first; down drops what up made and makes the old ones back. */
function viewStatements(changes: ViewChange[]): { up: string[]; down: string[] } {
  const before: ViewShapes = {};
  const after: ViewShapes = {};
  for (const change of changes) {
    if (change.before) before[change.table] = change.before;
    if (change.kind === 'createView') after[change.table] = change.view;
  }
  const drop = (name: string) => `await dropView(db, ${quote(name)});`;
  const make = (views: ViewShapes) => (name: string) => `await createView(db, ${quote(name)}, ${viewLiteral(views[name]!)});`;
  return {
    up: [...inDependencyOrder(before).reverse().map(drop), ...inDependencyOrder(after).map(make(after))],
    down: [...inDependencyOrder(after).reverse().map(drop), ...inDependencyOrder(before).map(make(before))],
  };
}

/** The migration's source. `down` undoes the changes in reverse order. */
export function migrationSource(changes: Change[]): string {
  const parts = changes.filter((change): change is Exclude<Change, ViewChange> => !isViewChange(change)).map(statements);
  const views = viewStatements(changes.filter(isViewChange));
  const up = [...parts.flatMap((part) => part.up), ...views.up];
  const down = [...views.down, ...parts.reverse().flatMap((part) => part.down)];
  const all = [...up, ...down].join('\n');
  const columnsImports = ['autoId', 'notNull'].filter((name) => new RegExp(`\\b${name}\\b`).test(all));
  const viewImports = ['createView', 'dropView'].filter((name) => all.includes(`${name}(db`));
  const imports = [
    "import type { Kysely } from 'kysely';",
    ...(all.includes('dialectOf(') ? ["import { dialectOf } from '../storage/dialect';"] : []),
    ...(columnsImports.length > 0 ? [`import { ${columnsImports.join(', ')} } from './columns';`] : []),
    ...(viewImports.length > 0 ? [`import { ${viewImports.join(', ')} } from '../storage/views';`] : []),
  ];
  return [
    '// Written by `npm run db:diff` from the entity schemas:',
    ...changes.map((change) => `// - ${describeChange(change)}`),
    '// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old',
    '// one end in the same shape. Never edit it once released: change the entity and run db:diff.',
    ...imports,
    '',
    'type Db = Kysely<unknown>;',
    '',
    'export async function up(db: Db): Promise<void> {',
    body(up),
    '}',
    '',
    'export async function down(db: Db): Promise<void> {',
    body(down),
    '}',
    '',
  ].join('\n');
}

/** A camelCase identifier for the migration's import: `0007_add_invoice` -> `addInvoice`. */
function identifierOf(name: string, taken: (id: string) => boolean): string {
  const words = name.replace(/^\d+_/, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const base = words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('') || 'migration';
  const id = /^[0-9]/.test(base) ? `m${base}` : base;
  return taken(id) ? `${id}${name.slice(0, 4)}` : id;
}

/** migrations/index.ts with the migration `name` (its file name without .ts) imported and
 * listed after the last one. */
export function listMigration(indexSource: string, name: string): string {
  const imports = [...indexSource.matchAll(/^import \* as \w+ from '\.\/\d{4}_[\w]+';$/gm)];
  const entries = [...indexSource.matchAll(/^ {2}'\d{4}_[\w]+': \w+,$/gm)];
  const lastImport = imports.at(-1);
  const lastEntry = entries.at(-1);
  if (!lastImport || !lastEntry) throw new Error('migrations/index.ts: no migration import or list entry to append after');
  const id = identifierOf(name, (candidate) => new RegExp(`\\b${candidate}\\b`).test(indexSource));
  const importEnd = lastImport.index + lastImport[0].length;
  const withImport = `${indexSource.slice(0, importEnd)}\nimport * as ${id} from './${name}';${indexSource.slice(importEnd)}`;
  const shift = withImport.length - indexSource.length;
  const entryEnd = lastEntry.index + lastEntry[0].length + shift;
  return `${withImport.slice(0, entryEnd)}\n  '${name}': ${id},${withImport.slice(entryEnd)}`;
}
