// Read-only SQL views declared by entities (`x-view`: reports over joined data). `npm run db:diff`
// compares their selects with the snapshot and writes a migration calling createView / dropView
// with the texts spelled out, so a migration never reads the schemas; the dialect picks its text.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations and tests use different database types

/** A view's select: the portable text, and PostgreSQL's own where its SQL differs. */
export interface ViewShape {
  select: string;
  postgres?: string;
}

/** View name -> its select. */
export type ViewShapes = Record<string, ViewShape>;

/** An entity's `x-view` as the schema declares it (a text or lines). */
export interface ViewDeclaration {
  select: string | string[];
  postgres?: string | string[];
}

const textOf = (select: string | string[]) => (Array.isArray(select) ? select.join('\n') : select).trim();

export function viewShapeOf(declaration: ViewDeclaration): ViewShape {
  return { select: textOf(declaration.select), ...(declaration.postgres ? { postgres: textOf(declaration.postgres) } : {}) };
}

/** The views of the entities that declare one, by view name (their x-table). */
export function viewShapesOf(schemas: { 'x-table': string; 'x-view'?: ViewDeclaration }[]): ViewShapes {
  return Object.fromEntries(schemas.filter((schema) => schema['x-view']).map((schema) => [schema['x-table'], viewShapeOf(schema['x-view']!)]));
}

/** The select the database runs: its dialect's own text, else the portable one. */
export function selectFor(db: AnyDb, view: ViewShape): string {
  const dialect = dialectOf(db).name as string;
  return (dialect === 'postgres' ? view.postgres : undefined) ?? view.select;
}

/** Creates the view, replacing one of the same name (a changed select). */
export async function createView(db: AnyDb, name: string, view: ViewShape): Promise<void> {
  await sql`drop view if exists ${sql.table(name)}`.execute(db);
  await sql`create view ${sql.table(name)} as ${sql.raw(selectFor(db, view))}`.execute(db);
}

export async function dropView(db: AnyDb, name: string): Promise<void> {
  await sql`drop view if exists ${sql.table(name)}`.execute(db);
}

/** The names of the other views a select reads, so a view is created after those it reads. */
function viewsRead(view: ViewShape, names: string[]): string[] {
  const text = `${view.select}\n${view.postgres ?? ''}`;
  return names.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
}

/** The view names in an order where each comes after the views its select reads. */
export function inDependencyOrder(views: ViewShapes): string[] {
  const names = Object.keys(views).sort();
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`views read each other in a cycle: ${[...path, name].join(' -> ')}`);
    for (const read of viewsRead(views[name]!, names.filter((other) => other !== name))) visit(read, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}
