// The whole server wired but not listening: `server/index.ts` and the tests both build it.
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Status } from '../src/core/api/status';
import { authenticate } from './auth/authenticate';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/signInLimits';
import { entityService } from './entities/routes';
import { fileServingRoutes, uploadRoutes } from './files/routes';
import { fileUrlSigner, signFileAddresses } from './files/signedUrls';
import { gateCostlyReads, limitCallsPerAccount, limitCallsPerClient } from './limits/apiLimits';
import { createLimits } from './limits';
import { readLimits, readTrustProxy, type LimitSettings } from './config';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerCompression } from './http/compression';
import { fileStoresFor } from './files/location';
import type { FileStoreKind } from './files/store';
import type { AppContext } from './context';
import { registerConsole } from './http/console';
import { registerHealthCheck } from './http/healthz';
import { fail } from './http/envelope';
import { createTranslator, DEFAULT_LOCALES_DIR, SERVER_LANGUAGE } from './http/i18n';
import { nonFiniteAnswer, parseJsonBody } from './http/jsonBody';
import { logOptions } from './http/logging';
import { realtimeRoutes } from './realtime/routes';
import { basicService } from './routes/basic';
import { customerServiceRoutes } from './routes/tms/customerService';
import { positionsRoutes } from './routes/basic/positions';
import { publicLinkRoutes } from './publicLinks';
import { warehouseRoutes } from './routes/warehouse';
import { logisticsFinanceRoutes } from './routes/logisticsFinance';
import { bankNoticeRoutes } from './routes/merchant';
import { contractRoutes } from './routes/contract';
import { reportingRoutes } from './routes/tms/reporting';
import { financeStatisticsRoutes } from './routes/tms/statistics';
import { settlementRoutes } from './routes/tms/settlement';
import { invoiceRoutes } from './routes/tms/invoice';
import { tpsService } from './routes/tps';
import { registerReviewFinanceHooks } from './routes/tms/reviewFinance/hooks';
import { registerTmsRules } from './routes/tms';
import { statisticsRoutes } from './statistics/routes';
import { chartRoutes } from './charts/routes';
import { todoRoutes } from './todo/routes';
import type { BankGateway } from './bank/gateway';
import { readBankDelayMs, settleBankTransfers, simulatedBank } from './bank';
import { DatabaseSmsSender, type SmsSender } from './sms/sender';
import { exportJobRoutes, setUpExportJobs } from './exports';
import { systemClock, type Clock } from './storage/clock';
import type { Db } from './storage/database';

export const DEFAULT_STATIC_DIR = path.resolve(import.meta.dirname, '../dist');

export interface AppOptions {
  db: Db;
  /** Defaults to recording messages in sms_record (echoed to the log outside production). */
  sms?: SmsSender;
  now?: Clock;
  /** The built console; defaults to dist/. */
  staticDir?: string;
  localesDir?: string;
  /** Uploaded files' folder (folder store); defaults to FREIGHT_UPLOADS, else `uploads` next to
   * the database file. */
  uploadsDir?: string;
  /** Where stored files live; defaults to FREIGHT_FILE_STORE, else database on PostgreSQL and
   * folder on SQLite (server/files/store.ts). */
  fileStore?: FileStoreKind;
  /** Fastify logging: false (silent), true (info) or a level. */
  logger?: boolean | string;
  /** How often open sockets are checked for expired or elsewhere-revoked tokens. */
  revocationSweepMs?: number;
  /** Limits on costly paths; defaults to the environment's (server/config.ts readLimits). */
  limits?: Partial<LimitSettings>;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client address the
   * per-client limits count; defaults to TRUST_PROXY (config.ts readTrustProxy). */
  trustProxy?: boolean | string;
  /** Throttling of password sign-in; defaults to DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: SignInLimits;
  /** The bank; defaults to the local simulator (server/bank/simulator.ts) answering after
   * FREIGHT_BANK_DELAY_MS (3 s). */
  bank?: BankGateway;
  /** How often transfers the bank has answered are settled (1 s). */
  bankSweepMs?: number;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? readTrustProxy();
  // No automatic HEAD twin for every GET: each of the API's GET routes would get a second route
  // context (memory at idle); the console's files, stored files and /healthz keep theirs.
  const serverOptions: FastifyServerOptions = { logger: logOptions(options.logger ?? false), bodyLimit: BODY_LIMIT_BYTES, trustProxy, exposeHeadRoutes: false };
  const app = Fastify(serverOptions) as FastifyInstance;
  const now = options.now ?? systemClock;
  const limits = createLimits(options.db, now, { ...readLimits(), ...options.limits });
  const fileUrls = fileUrlSigner(now, limits.settings.fileUrlMinutes);
  const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR;
  const echo = process.env.NODE_ENV === 'production' ? null : app.log;
  const ctx: AppContext = {
    db: options.db, now, sms: options.sms ?? new DatabaseSmsSender(options.db, now, echo),
    signInLimits: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
    limits,
    bank: options.bank ?? simulatedBank(options.db, now, readBankDelayMs()),
  };
  app.decorate('bank', ctx.bank);
  const translator = createTranslator(options.localesDir ?? DEFAULT_LOCALES_DIR);
  const files = await fileStoresFor(options.db, now, { kind: options.fileStore, uploadsDir: options.uploadsDir });
  const exportJobs = await setUpExportJobs(app, ctx, files.exports, translator);

  app.decorateRequest('session', null);
  app.decorateRequest('t', translator.forLanguage(SERVER_LANGUAGE));
  app.addHook('onRequest', async (request) => {
    request.t = translator.forHeader(request.headers['accept-language']);
  });

  await registerSecurityHeaders(app, staticDir);
  await registerCompression(app);
  await app.register(fastifyFormbody);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const outOfRange = nonFiniteAnswer(error, request.t);
    if (outOfRange) return reply.code(200).send(outOfRange);
    // Malformed bodies, oversized bodies, unsupported content types: the caller's mistake.
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return reply.code(200).send(fail(Status.INVALID_PAYLOAD, request.t('server.common.badRequest')));
    }
    request.log.error(error);
    return reply.code(500).send(fail(Status.SERVER_ERROR, request.t('server.common.serverError')));
  });

  registerTmsRules(ctx);
  // The rules of the review centre's money records (开票, 对账, 付款, 核销 applications).
  registerReviewFinanceHooks();
  await app.register(async (api) => {
    limitCallsPerClient(api, limits);
    api.addHook('onRequest', authenticate(ctx));
    limitCallsPerAccount(api, limits);
    gateCostlyReads(api, limits.settings);
    signFileAddresses(api, fileUrls);
    await api.register(basicService(ctx), { prefix: '/ntocc-basic-api' });
    await api.register(tpsService(ctx), { prefix: '/ntocc-tps-api' });
    await api.register(todoRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(statisticsRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(customerServiceRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(positionsRoutes(ctx), { prefix: '/ntocc-basic-api' });
    await api.register(chartRoutes(), { prefix: '/ntocc-basic-api' });
    await api.register(publicLinkRoutes(ctx));
    await api.register(warehouseRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(logisticsFinanceRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(bankNoticeRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(contractRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(reportingRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(financeStatisticsRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(settlementRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(invoiceRoutes(ctx), { prefix: '/ntocc-tms-api' });
    await api.register(entityService(ctx, { translator }));
    await api.register(uploadRoutes(ctx, files.uploads, translator));
    await api.register(exportJobRoutes(ctx.db, exportJobs), { prefix: '/ntocc-basic-api' });
  });
  await app.register(fileServingRoutes(ctx, files.uploads, fileUrls));
  registerHealthCheck(app, ctx.db);
  await app.register(realtimeRoutes(ctx, options.revocationSweepMs));
  settleBankTransfers(app, ctx, options.bankSweepMs);
  await registerConsole(app, staticDir);
  return app;
}
