// Custom endpoints over an entity (a site deploy, a filing sent to the provincial platform) are
// allowed as the generic ones are: the caller's role holds `<leaf>:<action>` on a screen over
// the entity (server/entities/screens.ts), and reaches only the records of its scope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import { callerOf, type Caller } from '../entities/caller';
import type { RegisteredEntity } from '../entities/registry';
import { reachOf, type Reach } from '../entities/scope';
import { screenFilterOf, screensGranting } from '../entities/screens';
import { sharedRegistry } from '../entities/shared';
import { fail } from '../http/envelope';
import type { Db } from '../storage/database';

export interface EntityCall {
  caller: Caller;
  entity: RegisteredEntity;
  /** The records the caller reaches (null: none). */
  reach: Reach | null;
}

export function entityNamed(name: string): RegisteredEntity {
  const entity = sharedRegistry().get(name);
  if (!entity) throw new Error(`entity ${name} is not defined (schemas/entities/${name}.json)`);
  return entity;
}

/** The call when the caller may perform `action` on the entity; else answers 403 and gives null. */
export async function permittedCall(db: Db, request: FastifyRequest, reply: FastifyReply, entityName: string, action: string): Promise<EntityCall | null> {
  const entity = entityNamed(entityName);
  const caller = await callerOf(db, request);
  const grants = await screensGranting(db, caller.role, entity.name, action, caller.accessVersion);
  if (grants.length === 0) {
    await reply.send(fail(Status.FORBIDDEN, request.t('server.site.forbidden', { action: `${entityName}:${action}` })));
    return null;
  }
  return { caller, entity, reach: reachOf(entity, caller, screenFilterOf(entity, grants)) };
}
