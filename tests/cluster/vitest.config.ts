import { defineConfig } from 'vitest/config';

// The two-instance test (twoInstances.test.ts): real server processes, PostgreSQL and nginx; run
// on PostgreSQL only, by `npm run test:postgres` after the server suite:
// `TEST_DATABASE_URL=... npx vitest run -c tests/cluster/vitest.config.ts`.
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    // One cluster at a time: the test's processes are the machine's load.
    fileParallelism: false,
  },
});
