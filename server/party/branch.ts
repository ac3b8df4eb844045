// The branch as the sign-in answer carries it, with its configuration keys.
import type { Branch, PartyGroupConfig } from '../../src/core/generated/api';
import type { Db } from '../storage/database';

export async function loadBranch(db: Db, branchCode: string): Promise<Branch | null> {
  const branch = await db.selectFrom('branch').selectAll().where('code', '=', branchCode).executeTakeFirst();
  if (!branch) return null;
  const configs = await db.selectFrom('branch_config').selectAll().where('branch_code', '=', branchCode)
    .orderBy('config_key').execute();
  const partyGroupConfigCacheMap: Record<string, PartyGroupConfig> = Object.fromEntries(
    configs.map((c) => [c.config_key, { configKey: c.config_key, configName: c.config_name, configValue: c.config_value }]),
  );
  return { branchCode: branch.code, branchName: branch.name, softVersion: branch.soft_version, partyGroupConfigCacheMap };
}
