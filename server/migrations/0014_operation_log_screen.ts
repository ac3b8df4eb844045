// 操作日志 (issue 11, finding 13): the seed adds the menu leaf systemManage/operationLog (a screen
// over the operationLog entity offering only view and export), grants it to the platform
// administrator and the branch staff, and knows the operation_kind dictionary. This brings
// databases seeded before there; on a database not seeded yet it changes nothing (the seed writes
// all of it). A role another administrator made is left as it is.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const LEAF = 'operationLog';
const GRANTED_ROLES = ['PLAT_ADMIN', 'BRANCH_STAFF'];
const KINDS: [code: string, name: string][] = [
  ['create', '新增'], ['update', '修改'], ['remove', '删除'], ['stateAction', '状态操作'], ['signIn', '登录'],
  ['signOut', '退出登录'], ['passwordChange', '修改密码'], ['roleChange', '角色变更'], ['permissionChange', '权限变更'],
];

export async function up(db: Db): Promise<void> {
  await sql`insert into menu (parent_id, name, path, component, title, icon, keep_alive, no_cache, hidden, affix,
      active_menu, link, actions, sort, resource, fixed_filter, standard_actions)
    select parent.id, ${LEAF}, 'operationLog', 'systemManage/operationLog', 'route.operationLog', null, 0, 0, 0, 0,
      null, null, '[]', (select coalesce(max(sort), -1) + 1 from menu where parent_id = parent.id), 'operationLog', null, '["view","export"]'
    from menu parent where parent.name = 'SystemManage' and parent.parent_id is null
      and not exists (select 1 from menu where name = ${LEAF})`.execute(db);
  for (const role of GRANTED_ROLES) {
    // The leaf and its directory, for a role that exists and does not hold them yet.
    await sql`insert into role_menu (role_code, menu_id)
      select role.code, menu.id from role, menu
      where role.code = ${role} and (menu.name = ${LEAF} or menu.name = 'SystemManage')
        and not exists (select 1 from role_menu held where held.role_code = role.code and held.menu_id = menu.id)`.execute(db);
  }
  await sql`insert into dict_type (type, name) select 'operation_kind', '操作类型'
    where exists (select 1 from branch) and not exists (select 1 from dict_type where type = 'operation_kind')`.execute(db);
  for (const [sort, [code, name]] of KINDS.entries()) {
    await sql`insert into dict_item (type, code, name, sort) select 'operation_kind', ${code}, ${name}, ${sort}
      where exists (select 1 from dict_type where type = 'operation_kind')
      and not exists (select 1 from dict_item where type = 'operation_kind' and code = ${code})`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await sql`delete from role_menu where menu_id in (select id from menu where name = ${LEAF})`.execute(db);
  await sql`delete from menu where name = ${LEAF}`.execute(db);
  await sql`delete from dict_item where type = 'operation_kind'`.execute(db);
  await sql`delete from dict_type where type = 'operation_kind'`.execute(db);
}
