// 电子围栏 from the menu opens inside the shell (issue 10): `/enclosure` is also a public route
// outside it (spec section 2), so the menu entry gets the shell path `/monitoring/enclosure`
// (relative to its 车辆监控 directory). The seed has it so; this moves databases seeded before.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`update menu set path = 'enclosure' where name = 'enclosure' and path = '/enclosure'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`update menu set path = '/enclosure' where name = 'enclosure' and path = 'enclosure'`.execute(db);
}
