import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueQueryPlugin } from './scripts/build/browserDefinitions';
import { dictionaryCodesPlugin } from './scripts/build/dictionaryCodes';

// Unit tests (one module, mocks allowed) and server tests (a real server on a temporary SQLite file,
// a copy of the demo database seeded once per run by tests/server/support/seededTemplate.ts).
// Browser tests have their own config: vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react(), dictionaryCodesPlugin(import.meta.dirname), catalogueQueryPlugin()],
  test: {
    // The generated validators (megabytes of plain JavaScript importing nothing) load as they
    // are: transforming them would cost every run more than the compiling they save.
    server: { deps: { external: [/\/src\/core\/generated\/validators\//] } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['tests/unit/setupEntities.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000,
          globalSetup: ['tests/server/support/seededTemplate.ts'],
        },
      },
    ],
  },
});
