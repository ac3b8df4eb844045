// 部门管理 becomes a screen over the department entity (issue 9, trees): the seed binds the menu
// leaf basic/department to its page's entity and knows the enable_status dictionary the
// department's status uses. This brings databases seeded before there; on a database not seeded
// yet it changes nothing (the seed writes both).
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const ITEMS: [code: string, name: string][] = [['enabled', '启用'], ['disabled', '停用']];

export async function up(db: Db): Promise<void> {
  await sql`update menu set resource = 'department' where component = 'basic/department' and resource is null`.execute(db);
  await sql`insert into dict_type (type, name) select 'enable_status', '启用状态'
    where exists (select 1 from branch) and not exists (select 1 from dict_type where type = 'enable_status')`.execute(db);
  for (const [sort, [code, name]] of ITEMS.entries()) {
    await sql`insert into dict_item (type, code, name, sort) select 'enable_status', ${code}, ${name}, ${sort}
      where exists (select 1 from dict_type where type = 'enable_status')
      and not exists (select 1 from dict_item where type = 'enable_status' and code = ${code})`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await sql`update menu set resource = null where component = 'basic/department' and resource = 'department'`.execute(db);
  await sql`delete from dict_item where type = 'enable_status'`.execute(db);
  await sql`delete from dict_type where type = 'enable_status'`.execute(db);
}
