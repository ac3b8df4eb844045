// The generic entity API's paths (server/entities/entityPaths.ts): one route per path shape and
// service, dispatching by the entity's name. Every path of every generic entity reaches those
// routes, whatever hand-written routes share its service or its entity's name; hand-written routes
// keep their paths; unknown entities and paths an entity lacks answer the not-found envelope.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { buildApp } from '../../../server/app';
import { sharedRegistry } from '../../../server/entities/shared';
import { treeOf } from '../../../server/entities/tree';
import { migrateToLatest } from '../../../server/migrations';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { startFixture, type Fixture } from './support';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  app = await buildApp({ db, staticDir: '/nonexistent' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

/** The path parameters of the route the router picks for a request (null: no route). */
const paramsOf = (method: string, url: string) => app.findRoute({ method: method as 'GET', url })?.params as Record<string, string> | undefined ?? null;

/** Every path an entity had when it registered its own routes, with a record id of 7. */
function pathsOf(name: string): [string, string][] {
  const entity = sharedRegistry().get(name);
  if (!entity) throw new Error(name);
  const { base } = entity;
  const paths: [string, string][] = [
    ['GET', `${base}/list`], ['GET', `${base}/export`], ['POST', `${base}/exportJob`], ['GET', `${base}/requiredFields`],
    ['GET', `${base}/7`], ['POST', base], ['PUT', `${base}/7`], ['DELETE', `${base}/7`],
  ];
  if (entity.aggregate) paths.push(['GET', `${base}/aggregate`], ['GET', `${base}/aggregate/export`]);
  if (treeOf(entity)) paths.push(['GET', `${base}/children`], ['POST', `${base}/7/move`]);
  if (entity.states) {
    paths.push(['GET', `${base}/7/history`]);
    for (const action of Object.keys(entity.states.actions)) paths.push(['POST', `${base}/7/${action}`]);
  }
  return paths;
}

const generic = () => sharedRegistry().all.filter((entity) => !entity.schema['x-handwritten']);

test('every path of every generic entity reaches the entity API', () => {
  const strays: string[] = [];
  for (const entity of generic()) {
    for (const [method, url] of pathsOf(entity.name)) {
      const params = paramsOf(method, url);
      if (params?.entity !== entity.name) strays.push(`${method} ${url} -> ${JSON.stringify(params)}`);
    }
  }
  expect(strays).toEqual([]);
  expect(generic().length).toBeGreaterThan(100);
});

test('hand-written routes under a generic entity\'s name keep their paths', () => {
  expect(paramsOf('POST', '/ntocc-basic-api/staff/7/openAccount')).toEqual({ id: '7' });
  expect(paramsOf('POST', '/ntocc-basic-api/account/7/resetPassword')).toEqual({ id: '7' });
  expect(paramsOf('GET', '/ntocc-basic-api/partyGroup/getDefault')).toEqual({});
  expect(paramsOf('GET', '/ntocc-basic-api/agreement/published')).toEqual({});
  // ...while the entity's own paths beside them reach the entity API.
  expect(paramsOf('POST', '/ntocc-basic-api/staff/7/disable')?.entity).toBe('staff');
  expect(paramsOf('GET', '/ntocc-basic-api/partyGroup/list')?.entity).toBe('partyGroup');
});

describe('paths no entity has', () => {
  let fx: Fixture;
  beforeAll(async () => { fx = await startFixture(); });
  afterAll(() => fx.server.close());
  const call = (pathname: string, method = 'GET', token: string | undefined = fx.tokens.staff) => fx.api.call(pathname, { method, token, ...(method === 'POST' ? { json: {} } : {}) });

  test('an unknown entity answers not found, with or without a token', async () => {
    for (const token of [fx.tokens.staff, undefined]) {
      expect((await call('/ntocc-tms-api/noSuchEntity/list', 'GET', token)).status).toBe(Status.NOT_FOUND);
      expect((await call('/ntocc-tms-api/noSuchEntity', 'POST', token)).status).toBe(Status.NOT_FOUND);
      expect((await call('/ntocc-tms-api/noSuchEntity/7/approve', 'POST', token)).status).toBe(Status.NOT_FOUND);
    }
  });

  test('a report, tree, history or action path of an entity without it answers not found', async () => {
    const plain = generic().find((entity) => !entity.aggregate && !treeOf(entity) && !entity.states && entity.base.startsWith('/ntocc-tms-api/'));
    if (!plain) throw new Error('no plain entity');
    for (const [method, suffix] of [['GET', 'aggregate'], ['GET', 'aggregate/export'], ['GET', 'children'], ['GET', '7/history'], ['POST', '7/move'], ['POST', '7/noSuchAction']]) {
      expect((await call(`${plain.base}/${suffix}`, method)).status, `${method} ${plain.base}/${suffix}`).toBe(Status.NOT_FOUND);
    }
  });
});
