// The /ntocc-tps-api service (third-party services): SMS and electronic signature.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { elecSignRoutes } from './elecSign';
import { smsRoutes } from './sms';

export function tpsService(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(smsRoutes(ctx));
    await app.register(elecSignRoutes(ctx));
  };
}
