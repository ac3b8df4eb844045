// Signed, expiring public links and the API the public pages read (README.md).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { publicLinkMintRoutes, publicLinkOpenRoutes } from './routes';

export { registerPublicLink, publicLinkKind, publicLinkKinds, type PublicLinkKind, type PublicAction, type PublicActionContext, type MintPermission } from './registry';
export { signLink, verifyLink, MAX_TTL_HOURS, type VerifiedLink, type LinkInput, type LinkRefusal } from './tokens';
export { LINK_EXPIRED } from './routes';

/** Minting (signed in) and the open public API; register inside the API scope. */
export function publicLinkRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (api) => {
    await api.register(publicLinkMintRoutes(ctx));
    await api.register(publicLinkOpenRoutes(ctx));
  };
}
