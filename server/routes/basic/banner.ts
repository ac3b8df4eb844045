// GET /ntocc-basic-api/banner/type/:type: the caller's branch's banners of one placement (HTSY:
// the back-office home page) that are shown now: released (isRelease 1), started and not
// ended, in order. The records are kept on systemManage/site/banner (entity banner).
import type { FastifyPluginAsync } from 'fastify';
import type { Banner } from '../../../src/core/generated/api';
import type { AppContext } from '../../context';
import { callerOf } from '../../entities/caller';
import { ok } from '../../http/envelope';
import { displayTime } from '../../storage/clock';
import { shownBanners } from '../../site/content';

export function bannerRoutes({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { type: string } }>('/banner/type/:type', async (request) => {
      const caller = await callerOf(db, request);
      const banners: Banner[] = await shownBanners(db, caller.branchCode, [request.params.type], displayTime(now()));
      return ok(banners);
    });
  };
}
