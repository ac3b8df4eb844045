import { defineConfig } from 'vitest/config';

// Browser tests: the real server (server/index.ts, as `npm start` runs it) on a temporary SQLite
// file, serving the built console (dist/), driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
