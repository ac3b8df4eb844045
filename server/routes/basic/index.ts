// The /ntocc-basic-api service: sign-in, session, party, reference data and content.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { accountRoutes } from '../../party/accountRoutes';
import { appInfoRoutes } from './appInfo';
import { authorizeRoute } from './authorize';
import { bannerRoutes } from './banner';
import { partyRoutes } from './party';
import { partyGroupRoutes } from './partyGroup';
import { partyGroupReportRoutes } from './partyGroupReport';
import { referenceRoutes } from './reference';
import { registerRoute } from './register';
import { resetPasswordRoute } from './resetPassword';
import { roleRoutes } from './role';
import { sessionRoutes } from './session';
import { siteDeployRoutes } from './siteDeploy';
import { sysrecordsRoutes } from '../../sysrecords/routes';
import { reviewRoutes } from '../tms/review';
import { savedViewRoutes } from '../../views/routes';

const families = [authorizeRoute, sessionRoutes, partyRoutes, registerRoute, resetPasswordRoute, partyGroupRoutes, referenceRoutes, appInfoRoutes, bannerRoutes, roleRoutes, accountRoutes,
  siteDeployRoutes, partyGroupReportRoutes, sysrecordsRoutes, reviewRoutes, savedViewRoutes];

export function basicService(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const family of families) await app.register(family(ctx));
  };
}
