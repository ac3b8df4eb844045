// Export jobs in the app: the service over the app's database with its files in the file
// store's exports area (server/files/location.ts), jobs a stopped process left unfinished
// resumed when the server is ready (and those of a stopped instance once their lease runs
// out), expired jobs swept every few minutes, the running job let
// finish its batch on close.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { EntityTranslator } from '../entities/i18n';
import type { FileStore } from '../files/store';
import { periodicSweep } from '../lib/periodicSweep';
import { MINUTE_MS } from '../storage/clock';
import { configureExportJobs, LEASE_MS, type ExportJobs } from './jobs';

export { exportJobRoutes } from './routes';

const SWEEP_MS = 10 * MINUTE_MS;

export async function setUpExportJobs(app: FastifyInstance, ctx: AppContext, files: FileStore, translator: EntityTranslator): Promise<ExportJobs> {
  const jobs = configureExportJobs(ctx.db, ctx.now, files, translator, (error) => app.log.error(error));
  await app.register(periodicSweep(() => jobs.sweep(), SWEEP_MS));
  // Unfinished jobs are resumed when the server is ready, and those of an instance that stopped
  // once their lease runs out.
  await app.register(periodicSweep(() => jobs.resume(), LEASE_MS));
  app.addHook('onClose', async () => { await jobs.close(); });
  return jobs;
}
