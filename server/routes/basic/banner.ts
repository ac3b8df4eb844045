// GET /ntocc-basic-api/banner/type/:type: the published banners of one placement, in order
// (HTSY: the back-office home page).
import type { FastifyPluginAsync } from 'fastify';
import type { Banner } from '../../../src/core/generated/api';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';

export function bannerRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { type: string } }>('/banner/type/:type', async (request) => {
      const rows = await db.selectFrom('banner').selectAll()
        .where('type', '=', request.params.type).where('status', '=', 1)
        .orderBy('sort').orderBy('id').execute();
      const banners: Banner[] = rows.map((row) => ({
        id: row.id, type: row.type, title: row.title, imageUrl: row.image_url, linkUrl: row.link_url, sort: row.sort,
      }));
      return ok(banners);
    });
  };
}
