// 大数据中心 becomes a screen (issue 9): a hidden leaf bigData under 首页, a dashboard over the
// waybill (view only) that the console opens full-screen, granted to the platform administrator.
// The seed writes it; this brings databases seeded before there. On a database not seeded yet
// (no 首页 directory) it changes nothing.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const HOME_DIRECTORY = sql`(select id from menu where component = 'Layout' and path = '/dashboard')`;
const LEAF = sql`(select id from menu where component = 'bigData')`;
const GRANTED_ROLE = 'PLAT_ADMIN';

export async function up(db: Db): Promise<void> {
  await sql`insert into menu (parent_id, name, path, component, title, icon, keep_alive, no_cache, hidden, affix,
      active_menu, link, actions, sort, resource, fixed_filter, standard_actions)
    select ${HOME_DIRECTORY}, 'bigData', '/bigData', 'bigData', 'route.bigData', null, 0, 0, 1, 0,
      null, null, '[]', 1, 'waybill', null, ${JSON.stringify(['view'])}
    where exists ${HOME_DIRECTORY} and not exists ${LEAF}`.execute(db);
  for (const menu of [LEAF, HOME_DIRECTORY]) {
    await sql`insert into role_menu (role_code, menu_id) select ${GRANTED_ROLE}, ${menu}
      where exists (select 1 from role where code = ${GRANTED_ROLE}) and exists ${menu}
      and not exists (select 1 from role_menu where role_code = ${GRANTED_ROLE} and menu_id = ${menu})`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await sql`delete from role_menu where menu_id in ${LEAF}`.execute(db);
  await sql`delete from menu where component = 'bigData'`.execute(db);
}
