// The /ntocc-basic-api service: sign-in, session, party, reference data and content.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { appInfoRoutes } from './appInfo';
import { authorizeRoute } from './authorize';
import { bannerRoutes } from './banner';
import { partyRoutes } from './party';
import { partyGroupRoutes } from './partyGroup';
import { referenceRoutes } from './reference';
import { registerRoute } from './register';
import { resetPasswordRoute } from './resetPassword';
import { roleRoutes } from './role';
import { sessionRoutes } from './session';

const families = [authorizeRoute, sessionRoutes, partyRoutes, registerRoute, resetPasswordRoute, partyGroupRoutes, referenceRoutes, appInfoRoutes, bannerRoutes, roleRoutes];

export function basicService(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const family of families) await app.register(family(ctx));
  };
}
