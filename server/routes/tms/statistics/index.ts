// Financial statistics (issue 14): the ledgers and the statistics screens read the view entities
// ledgerEntry and fundMovement through the generic report call (no code of their own); the
// analysts' saved reports (customReport) are served here.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { customReportRoutes } from './customReport';

export function financeStatisticsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(customReportRoutes(ctx));
  };
}
