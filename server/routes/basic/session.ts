// The signed-in session: user info with the menu tree, role switch and sign-out.
import type { FastifyPluginAsync } from 'fastify';
import type { UserInfo } from '../../../src/core/generated/api';
import { Status } from '../../../src/core/api/status';
import { sessionOf } from '../../auth/authenticate';
import { revokeToken } from '../../auth/tokens';
import { logSignOut } from '../../oplog/sessionEvents';
import type { AppContext } from '../../context';
import { fail, ok } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import { permissionCodesFor } from '../../menu/permissions';
import { menuPaths, normalisedPath } from '../../menu/knownPath';
import { resourceListFor } from '../../menu/tree';
import { driverProfile, partyOf, shipperProfile } from '../../party/profiles';
import { rolesOf } from '../../party/roles';
import { loadBranch } from '../../party/branch';

const knownPathValidator = compile<{ path: string }>({
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/' } },
});

const switchRoleValidator = compile<{ role: string }>({
  type: 'object',
  required: ['role'],
  properties: { role: { type: 'string', maxLength: 32 } },
});

export function sessionRoutes({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/getUserInfo', async (request) => {
      const session = sessionOf(request);
      const party = await db.selectFrom('party').selectAll().where('id', '=', session.partyId).executeTakeFirstOrThrow();
      const [roleList, driver, shipment, resourceList, permissionlist, branch] = await Promise.all([
        rolesOf(db, party.id),
        driverProfile(db, party.id),
        shipperProfile(db, party.id),
        resourceListFor(db, session.activeRole),
        permissionCodesFor(db, session.activeRole),
        loadBranch(db, party.branch_code),
      ]);
      const info: UserInfo = {
        party: partyOf(party), roleList, activeRole: session.activeRole, driver, shipment, resourceList, permissionlist,
        ...(branch && { branch }),
      };
      return ok(info);
    });

    /** `{ known }`: whether the path is a screen of the product for any role (403 or 404 in the console). */
    app.get('/menu/knownPath', async (request) => {
      const parsed = check(knownPathValidator, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      return ok({ known: (await menuPaths(db)).has(normalisedPath(parsed.value.path)) });
    });

    app.post('/party/switchRole', async (request) => {
      const session = sessionOf(request);
      const parsed = check(switchRoleValidator, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const { role } = parsed.value;
      const held = (await rolesOf(db, session.partyId)).some((entry) => entry.roles === role);
      if (!held) return fail(Status.FORBIDDEN, request.t('server.auth.roleNotHeld', { role }));
      await db.updateTable('access_token').set({ active_role: role }).where('token_hash', '=', session.tokenHash).execute();
      return ok({ activeRole: role });
    });

    app.get('/logout', async (request) => {
      await revokeToken(db, sessionOf(request).tokenHash, now());
      await logSignOut(db, request, now());
      return ok(null, request.t('server.auth.signedOut'));
    });
  };
}
