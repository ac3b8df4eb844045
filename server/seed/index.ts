// Seeding a new database: the demo branch, dictionaries, areas, menu and roles, demo accounts
// and content, in one transaction. Idempotent: a database that already has a branch is left
// untouched, so running it twice changes nothing.
import type { Db } from '../storage/database';
import { systemClock, type Clock } from '../storage/clock';
import { hashDemoPassword, seedAccounts } from './accounts';
import { seedAreas } from './areas';
import { DEFAULT_CODES_DIR } from './codeLists';
import { seedContent } from './content';
import { seedDemoData } from './demo';
import { seedCustomerServiceDemo } from '../routes/tms/customerService/demo';
import { seedOrderDemo } from '../routes/tms/order/demo';
import { seedStaffAccounts } from './staffAccounts';
import { seedLiveSite } from '../site/seed';
import { seedDictionaries } from './dictionaries';
import { seedMoneyDemo } from './moneyDemo';
import { DEFAULT_DATA_DIR, seedMenuAndRoles } from './menu';
import { DEMO_BRANCH, seedOrganisation } from './organisation';

export interface SeedOptions {
  now?: Clock;
  /** Folder of menu.json and roles.json. */
  dataDir?: string;
  /** Folder of the standard code lists. */
  codesDir?: string;
  amapKey?: string;
}

/** A database without a branch is new: seeding fills it. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  return (await db.selectFrom('branch').select('code').limit(1).executeTakeFirst()) === undefined;
}

/** Seeds an empty database; answers whether it did. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  const now = (options.now ?? systemClock)();
  const codesDir = options.codesDir ?? DEFAULT_CODES_DIR;
  const passwordHash = await hashDemoPassword();
  await db.transaction().execute(async (trx) => {
    await seedOrganisation(trx, { amapKey: options.amapKey ?? '', now });
    await seedDictionaries(trx, codesDir);
    await seedAreas(trx, codesDir);
    await seedMenuAndRoles(trx, options.dataDir ?? DEFAULT_DATA_DIR);
    await seedAccounts(trx, passwordHash, now);
    await seedContent(trx, now);
    await seedDemoData(trx, codesDir, now);
    await seedOrderDemo(trx, now);
    await seedCustomerServiceDemo(trx, now);
    await seedMoneyDemo(trx, now);
    await seedStaffAccounts(trx, passwordHash, now);
    await seedLiveSite(trx, DEMO_BRANCH.code, now);
  });
  return true;
}
