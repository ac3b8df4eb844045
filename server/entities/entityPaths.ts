// The paths of the generic entity API (routes.ts has what each endpoint does): one route per path
// shape and service, `/ntocc-<service>-api/:entity(<the service's entity names>)/list` and so on,
// dispatching to the entity by its name. Registering every entity's paths one by one made about
// 1,000 routes, each with its own route context, bound hooks and router node held in memory
// (issue 18: idle memory); these are about 60.
//
// The name pattern lists the service's generic entities only: an unknown name matches no route and
// gets the API's not-found envelope before the token check, as before. A hand-written route of the
// same service keeps priority: the router prefers a static segment (`party/updatePass`) and
// backtracks to these routes when the rest of the path does not match it.
//
// A path an entity does not have answers as it did when each entity registered its own routes:
// GET <entity>/aggregate and <entity>/children of an entity without reports or tree read as a
// record id (no such record); <entity>/aggregate/export, <entity>/<id>/history and POST
// <entity>/<id>/<action> fall to the not-found handler, after the token check.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegisteredEntity } from './registry';
import { treeOf } from './tree';

type Endpoint = (entity: RegisteredEntity, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What each path of an entity does, given the entity. */
export interface EntityEndpoints {
  list: Endpoint;
  export: Endpoint;
  exportJob: Endpoint;
  /** Only for entities with reports (x-dimensions). */
  aggregate: Endpoint;
  aggregateExport: Endpoint;
  /** Only for trees (x-parent). */
  children: Endpoint;
  move: Endpoint;
  requiredFields: Endpoint;
  get: Endpoint;
  /** Only for entities with states. */
  history: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
  /** Only for one of the entity's own state actions. */
  action: (entity: RegisteredEntity, action: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** Entity names go into a route's pattern as they are. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const hasReports = (entity: RegisteredEntity) => entity.aggregate !== null;
const isTree = (entity: RegisteredEntity) => treeOf(entity) !== null;
const hasStates = (entity: RegisteredEntity) => Boolean(entity.states);

/** A path the entity does not have: the not-found handler answers, as for any unknown path. */
const notFound: Endpoint = async (_entity, _request, reply) => reply.callNotFound();

/** The entities by service prefix (`/ntocc-tms-api`), then by name. */
function byService(entities: RegisteredEntity[]): Map<string, Map<string, RegisteredEntity>> {
  const services = new Map<string, Map<string, RegisteredEntity>>();
  for (const entity of entities) {
    if (!PLAIN_NAME.test(entity.name) || !entity.base.endsWith(`/${entity.name}`)) throw new Error(`entity ${entity.name}: its name cannot be a path parameter's pattern`);
    const prefix = entity.base.slice(0, entity.base.length - entity.name.length - 1);
    const named = services.get(prefix) ?? new Map<string, RegisteredEntity>();
    named.set(entity.name, entity);
    services.set(prefix, named);
  }
  return services;
}

export function registerEntityPaths(app: FastifyInstance, entities: RegisteredEntity[], endpoints: EntityEndpoints): void {
  for (const [prefix, named] of byService(entities)) {
    const at = `${prefix}/:entity(^(?:${[...named.keys()].join('|')})$)`;
    const all = [...named.values()];
    const route = (endpoint: Endpoint) => (request: FastifyRequest, reply: FastifyReply) => {
      const entity = named.get((request.params as { entity: string }).entity);
      // The pattern admits only these names.
      if (!entity) throw new Error(`no entity for ${request.url}`);
      return endpoint(entity, request, reply);
    };
    const either = (has: (entity: RegisteredEntity) => boolean, endpoint: Endpoint, otherwise: Endpoint): Endpoint =>
      (entity, request, reply) => (has(entity) ? endpoint : otherwise)(entity, request, reply);

    app.get(`${at}/list`, route(endpoints.list));
    app.get(`${at}/export`, route(endpoints.export));
    app.post(`${at}/exportJob`, route(endpoints.exportJob));
    if (all.some(hasReports)) {
      app.get(`${at}/aggregate`, route(either(hasReports, endpoints.aggregate, endpoints.get)));
      app.get(`${at}/aggregate/export`, route(either(hasReports, endpoints.aggregateExport, notFound)));
    }
    if (all.some(isTree)) app.get(`${at}/children`, route(either(isTree, endpoints.children, endpoints.get)));
    app.get(`${at}/requiredFields`, route(endpoints.requiredFields));
    app.get(`${at}/:id`, route(endpoints.get));
    if (all.some(hasStates)) app.get(`${at}/:id/history`, route(either(hasStates, endpoints.history, notFound)));
    app.post(at, route(endpoints.create));
    app.put(`${at}/:id`, route(endpoints.update));
    app.delete(`${at}/:id`, route(endpoints.remove));
    if (all.some((entity) => hasStates(entity) || isTree(entity))) {
      app.post(`${at}/:id/:action`, route(async (entity, request, reply) => {
        const { action } = request.params as { action: string };
        if (entity.states && Object.hasOwn(entity.states.actions, action)) return endpoints.action(entity, action, request, reply);
        if (action === 'move' && isTree(entity)) return endpoints.move(entity, request, reply);
        return notFound(entity, request, reply);
      }));
    }
  }
}
