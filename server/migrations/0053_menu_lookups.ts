// A screen's lookups apart from the other entities its page names (menu.lookups, a JSON list):
// whoever holds the screen may list and read records of a lookup entity (a form picks one), never
// write them; the entities its blocks name (menu.resources) get the screen's actions. Written by
// hand (the menu is not an entity table); never edit it once released.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('menu').addColumn('lookups', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('menu').dropColumn('lookups').execute();
}
