// The demo's live website: the newest demo deploy is made the live version, holding what the
// demo branch has released at the seeding moment (as POST siteDeploy/deploy would have).
import type { Kysely } from 'kysely';
import { displayTime } from '../storage/clock';
import type { Database } from '../storage/schema';
import { releasedContent } from './content';

export async function seedLiveSite(trx: Kysely<Database>, branchCode: string, now: Date): Promise<void> {
  const newest = await trx.selectFrom('site_deploy').select('id').where('branch_code', '=', branchCode)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!newest) return;
  const content = await releasedContent(trx, branchCode, displayTime(now));
  await trx.updateTable('site_deploy').set({
    status: 'live', content: JSON.stringify(content), banner_count: content.banners.length,
    news_count: content.news.length, partner_count: content.partners.length,
  }).where('id', '=', Number(newest.id)).execute();
}
