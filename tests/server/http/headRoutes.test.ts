// HEAD routes (server/app.ts): the API's GET routes have no automatic HEAD twin (each would be a
// second route context held in memory, issue 18); /healthz and stored files keep theirs.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FILES_PREFIX } from '../../../server/files/signedUrls';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('an API GET route has no HEAD twin', () => {
  // The entity API's route for the path (server/entities/entityPaths.ts) names the entity.
  const entityOf = (method: 'GET' | 'HEAD') => (server.app.findRoute({ method, url: '/ntocc-tms-api/waybill/list' })?.params as { entity?: string } | undefined)?.entity;
  expect(entityOf('GET')).toBe('waybill');
  expect(entityOf('HEAD')).toBeUndefined();
  expect(server.app.hasRoute({ method: 'GET', url: '/ntocc-basic-api/agreement/published' })).toBe(true);
  expect(server.app.hasRoute({ method: 'HEAD', url: '/ntocc-basic-api/agreement/published' })).toBe(false);
});

test('/healthz and stored files answer HEAD', async () => {
  expect(server.app.hasRoute({ method: 'HEAD', url: `${FILES_PREFIX}:name` })).toBe(true);
  const response = await fetch(new URL('/healthz', server.url), { method: 'HEAD' });
  expect(response.status).toBe(200);
});
