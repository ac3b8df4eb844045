// Starts the real server once for all browser tests: a fresh SQLite file, a free port, dist/ built.
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dbFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dbFile', server.dbFile);
  return server.stop;
}
