// The public website's content (site banners, news and partners): what is released now, and
// the live version a site deploy made of it (the siteDeploy records, content as JSON).
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

export interface SiteBanner { id: number; type: string; title: string; imageUrl: string; linkUrl: string; sort: number }
export interface SiteNewsItem { id: number; title: string; newsType: string; coverImage: string; summary: string; content: string; author: string; source: string; publishTime: string }
export interface SitePartner { id: number; name: string; partnerType: string; logoUrl: string; linkUrl: string; sort: number }
export interface SiteContent { banners: SiteBanner[]; news: SiteNewsItem[]; partners: SitePartner[] }

/** The placements of the public website (the console's own HTSY banners are not part of it). */
export const SITE_BANNER_TYPES = ['GW'] as const;

type Db = Kysely<Database>;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The branch's banners of one placement shown at `now`: released, started and not ended, in order. */
export async function shownBanners(db: Db, branchCode: string, types: readonly string[], now: string): Promise<SiteBanner[]> {
  const rows = await db.selectFrom('banner').selectAll()
    .where('branch_code', '=', branchCode).where('type', 'in', [...types]).where('is_release', '=', '1')
    .where((eb) => eb.or([eb('start_time', 'is', null), eb('start_time', '<=', now)]))
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', now)]))
    .orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, type: row.type, title: row.title, imageUrl: row.image_url, linkUrl: text(row.link_url), sort: Number(row.sort) }));
}

/** What the branch has released now: the website's banners, news (newest first) and partners. */
export async function releasedContent(db: Db, branchCode: string, now: string): Promise<SiteContent> {
  const [banners, news, partners] = await Promise.all([
    shownBanners(db, branchCode, SITE_BANNER_TYPES, now),
    db.selectFrom('site_news').selectAll().where('branch_code', '=', branchCode).where('is_release', '=', '1')
      .orderBy('publish_time', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('site_partner').selectAll().where('branch_code', '=', branchCode).where('is_release', '=', '1')
      .orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    banners,
    news: news.map((row) => ({
      id: Number(row.id), title: text(row.title), newsType: text(row.news_type), coverImage: text(row.cover_image), summary: text(row.summary),
      content: text(row.content), author: text(row.author), source: text(row.source), publishTime: text(row.publish_time),
    })),
    partners: partners.map((row) => ({
      id: Number(row.id), name: text(row.name), partnerType: text(row.partner_type), logoUrl: text(row.logo_url), linkUrl: text(row.link_url), sort: Number(row.sort),
    })),
  };
}

export interface LiveSite { version: string; deployTime: string; content: SiteContent }

/** The branch's live version: the content of its deploy marked live, if any. */
export async function liveSite(db: Db, branchCode: string): Promise<LiveSite | null> {
  const row = await db.selectFrom('site_deploy').selectAll().where('branch_code', '=', branchCode).where('status', '=', 'live')
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  const content = row.content ? JSON.parse(String(row.content)) as SiteContent : { banners: [], news: [], partners: [] };
  return { version: text(row.version), deployTime: text(row.deploy_time), content };
}
