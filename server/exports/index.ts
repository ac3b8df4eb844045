// Export jobs in the app: the service over the app's database with its files in the exports
// folder beside the uploads, jobs a stopped process left unfinished resumed when the server is
// ready, expired jobs swept every few minutes, the running job let finish its batch on close.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { EntityTranslator } from '../entities/i18n';
import { periodicSweep } from '../lib/periodicSweep';
import { MINUTE_MS } from '../storage/clock';
import { configureExportJobs, type ExportJobs } from './jobs';

export { exportJobRoutes } from './routes';

const SWEEP_MS = 10 * MINUTE_MS;

export async function setUpExportJobs(app: FastifyInstance, ctx: AppContext, uploadsDir: string, translator: EntityTranslator): Promise<ExportJobs> {
  const jobs = configureExportJobs(ctx.db, ctx.now, path.join(uploadsDir, 'exports'), translator, (error) => app.log.error(error));
  await app.register(periodicSweep(() => jobs.sweep(), SWEEP_MS));
  app.addHook('onReady', async () => { await jobs.resume(); });
  app.addHook('onClose', async () => { await jobs.close(); });
  return jobs;
}
