// Export jobs: an export of more than one batch (the branch's exportable quantity, at most
// 1,000,000 rows) is written by the server, one .xlsx file per batch ("第 X 行 至 第 Y 行"),
// while the console shows its progress. The job row (export_job) keeps what it exports as a
// plan: the list query already narrowed to the owner's reach, the columns with their headers,
// the masked fields; so the files hold what the owner's list showed when the job was made, even
// when the job resumes after a restart. Files live in the file store's exports area
// (server/files/store.ts); a finished job and its files are kept a day (EXPORT_JOB_KEEP_MS),
// then swept. Jobs run one at a time per process; on several instances the one running a job
// holds a lease on its row (runner, lease_until), and a job whose runner stopped is taken up by
// another instance once the lease runs out (resume, called at start and every LEASE_MS).
import { randomUUID } from 'node:crypto';
import type { Caller } from '../entities/caller';
import type { ExportColumn } from '../entities/exportColumns';
import { exportStream, type ExportRequest } from '../entities/exportXlsx';
import type { ListQuery } from '../entities/listQuery';
import type { ScopeCondition } from '../entities/scope';
import { sharedRegistry } from '../entities/shared';
import type { EntityTranslator } from '../entities/i18n';
import type { FileStore } from '../files/store';
import type { Db } from '../storage/database';
import { addMs, DAY_MS, instant, type Clock } from '../storage/clock';

export const EXPORT_JOB_KEEP_MS = DAY_MS;
/** The most rows one job writes. */
export const MAX_EXPORT_JOB_ROWS = 1_000_000;
/** How long a running job stays its runner's without a sign of progress. */
export const LEASE_MS = 2 * 60 * 1000;
/** Jobs a party may have running or waiting at once. */
export const MAX_OPEN_JOBS_PER_PARTY = 3;

export type ExportJobStatus = 'running' | 'done' | 'failed';

/** What a job exports, as stored (JSON) in export_job.plan. */
export interface ExportJobPlan {
  scope: ScopeCondition[] | null;
  query: ListQuery;
  columns: { property: string; header: string; width: number | null; dict: string | null }[];
  masked: string[];
  /** The owner's Accept-Language: dictionary names and the sheet name in his language. */
  language: string | undefined;
}

export interface ExportBatchView {
  from: number;
  to: number;
  ready: boolean;
}

/** A job as its owner's console sees it. */
export interface ExportJobView {
  id: number;
  entity: string;
  fileName: string;
  status: ExportJobStatus;
  total: number;
  written: number;
  batchSize: number;
  createdAt: string;
  expiresAt: string | null;
  batches: ExportBatchView[];
}

interface JobRow {
  id: number; party_id: number; entity: string; file_name: string; plan: string; total: number;
  batch_size: number; written: number; status: string; created_at: string; finished_at: string | null; expires_at: string | null;
}

// Characters no file system takes in a name, control characters among them.
// eslint-disable-next-line no-control-regex
const FILE_NAME = /^[^\\/:*?"<>|\u0000-\u001f]{1,80}$/;

/** The file name the owner gave (without .xlsx), else the default. */
export function jobFileName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().replace(/\.xlsx$/i, '') : '';
  return FILE_NAME.test(name) ? name : 'excel-list';
}

export function batchesOf(total: number, batchSize: number, written: number, status: string): ExportBatchView[] {
  const batches: ExportBatchView[] = [];
  for (let from = 1; from <= total; from += batchSize) {
    const to = Math.min(from + batchSize - 1, total);
    batches.push({ from, to, ready: status === 'done' || written >= to });
  }
  return batches;
}

function viewOf(row: JobRow): ExportJobView {
  return {
    id: row.id, entity: row.entity, fileName: row.file_name, status: row.status as ExportJobStatus,
    total: row.total, written: Math.min(row.written, row.total), batchSize: row.batch_size,
    createdAt: row.created_at, expiresAt: row.expires_at,
    batches: batchesOf(row.total, row.batch_size, row.written, row.status),
  };
}

export interface NewExportJob {
  caller: Caller;
  /** The export of the list's first batch (routes.ts exportPlanOf). */
  request: ExportRequest;
  total: number;
  batch: number;
  fileName: unknown;
  language: string | undefined;
}

export class ExportJobs {
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Jobs queued here and not finished, so resume() queues none twice. */
  private readonly queued = new Set<number>();
  /** This instance, as the runner of the jobs it leases. */
  private readonly runnerId = randomUUID();

  constructor(
    private readonly db: Db, private readonly now: Clock, readonly files: FileStore,
    private readonly translator: EntityTranslator, private readonly onError: (error: unknown) => void,
  ) {}

  /** The stored name of a job's batch (1-based). */
  fileOf(jobId: number, batch: number): string {
    return `${jobId}-${batch}.xlsx`;
  }

  async openJobsOf(partyId: number): Promise<number> {
    const row = await this.db.selectFrom('export_job').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('party_id', '=', partyId).where('status', '=', 'running').executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Makes the job and queues it; answers it as its owner sees it. */
  async create({ caller, request, total, batch, fileName, language }: NewExportJob): Promise<ExportJobView> {
    const plan: ExportJobPlan = {
      scope: request.scope, query: request.query, masked: [...request.masked], language,
      columns: request.columns.map((c) => ({ property: c.field.property, header: c.header, width: c.width, dict: c.dict })),
    };
    const row = await this.db.insertInto('export_job').values({
      party_id: caller.partyId, entity: request.entity.name, file_name: jobFileName(fileName), plan: JSON.stringify(plan),
      total, batch_size: batch, status: total === 0 ? 'done' : 'running', created_at: instant(this.now()),
      finished_at: total === 0 ? instant(this.now()) : null, expires_at: total === 0 ? instant(addMs(this.now(), EXPORT_JOB_KEEP_MS)) : null,
    }).returningAll().executeTakeFirstOrThrow();
    if (total > 0) this.enqueue(row.id);
    return viewOf(row as JobRow);
  }

  /** The party's jobs not yet expired, newest first. */
  async listOf(partyId: number): Promise<ExportJobView[]> {
    const rows = await this.db.selectFrom('export_job').selectAll().where('party_id', '=', partyId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', instant(this.now()))]))
      .orderBy('id', 'desc').limit(50).execute();
    return rows.map((row) => viewOf(row as JobRow));
  }

  /** The job when it is the party's and not expired. */
  async ownJob(partyId: number, jobId: number): Promise<ExportJobView | null> {
    const row = await this.db.selectFrom('export_job').selectAll().where('id', '=', jobId).where('party_id', '=', partyId).executeTakeFirst();
    if (!row || (row.expires_at !== null && row.expires_at <= instant(this.now()))) return null;
    return viewOf(row as JobRow);
  }

  /** Runs the jobs a stopped process left unfinished (their finished batches are kept): those
   * with no runner, or whose runner's lease ran out. */
  async resume(): Promise<void> {
    const rows = await this.db.selectFrom('export_job').select('id').where('status', '=', 'running')
      .where((eb) => eb.or([eb('runner', 'is', null), eb('lease_until', '<', instant(this.now()))])).orderBy('id').execute();
    for (const row of rows) this.enqueue(row.id);
  }

  /** Removes expired jobs and their files. */
  async sweep(): Promise<number> {
    const expired = await this.db.selectFrom('export_job').select(['id', 'total', 'batch_size'])
      .where('expires_at', '<=', instant(this.now())).execute();
    for (const job of expired) {
      for (let n = 1; (n - 1) * job.batch_size < job.total; n += 1) await this.files.remove(this.fileOf(job.id, n));
      await this.db.deleteFrom('export_job').where('id', '=', job.id).execute();
    }
    return expired.length;
  }

  /** Stops taking jobs; the one running finishes its current batch's file first. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
  }

  /** Resolves when every queued job has run (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(jobId: number): void {
    if (this.queued.has(jobId)) return;
    this.queued.add(jobId);
    // A failed job is marked failed (run); the next ones still run.
    this.queue = this.queue.then(() => (this.closed ? undefined : this.run(jobId))).catch((error: unknown) => this.onError(error))
      .finally(() => this.queued.delete(jobId));
  }

  /** Takes or renews the job's lease; false when another live instance runs it. */
  private async lease(jobId: number): Promise<boolean> {
    const now = this.now();
    const taken = await this.db.updateTable('export_job').set({ runner: this.runnerId, lease_until: instant(addMs(now, LEASE_MS)) })
      .where('id', '=', jobId).where('status', '=', 'running')
      .where((eb) => eb.or([eb('runner', 'is', null), eb('runner', '=', this.runnerId), eb('lease_until', '<', instant(now))]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0;
  }

  private async run(jobId: number): Promise<void> {
    if (!(await this.lease(jobId))) return;
    const job = await this.db.selectFrom('export_job').selectAll().where('id', '=', jobId).executeTakeFirst();
    if (!job || job.status !== 'running') return;
    try {
      const plan = JSON.parse(job.plan) as ExportJobPlan;
      const entity = sharedRegistry().get(job.entity);
      if (!entity) throw new Error(`export job ${jobId}: unknown entity ${job.entity}`);
      const columns: ExportColumn[] = plan.columns.map((c) => ({ field: entity.byProperty.get(c.property)!, header: c.header, width: c.width, dict: c.dict }));
      const batchCount = Math.ceil(job.total / job.batch_size);
      for (let n = 1; n <= batchCount; n += 1) {
        if (this.closed) return;
        const first = (n - 1) * job.batch_size;
        const last = Math.min(n * job.batch_size, job.total);
        // A batch finished before a restart is kept.
        if (job.written >= last && (await this.files.exists(this.fileOf(jobId, n)))) continue;
        // A batch stored but not yet counted when the process stopped is written again.
        await this.files.remove(this.fileOf(jobId, n));
        const stream = await exportStream({
          db: this.db, entity, scope: plan.scope, columns, masked: new Set(plan.masked),
          query: { ...plan.query, pageNum: n, pageSize: job.batch_size },
          entityT: this.translator.forHeader(plan.language),
          onRows: async (rows) => {
            await this.db.updateTable('export_job').set({ written: Math.min(first + rows, job.total), lease_until: instant(addMs(this.now(), LEASE_MS)) })
              .where('id', '=', jobId).execute();
          },
        });
        await this.files.write(this.fileOf(jobId, n), stream);
        await this.db.updateTable('export_job').set({ written: last }).where('id', '=', jobId).execute();
      }
      const now = this.now();
      await this.db.updateTable('export_job').set({ status: 'done', written: job.total, finished_at: instant(now), expires_at: instant(addMs(now, EXPORT_JOB_KEEP_MS)) })
        .where('id', '=', jobId).execute();
    } catch (error) {
      const now = this.now();
      await this.db.updateTable('export_job').set({ status: 'failed', finished_at: instant(now), expires_at: instant(addMs(now, EXPORT_JOB_KEEP_MS)) })
        .where('id', '=', jobId).execute();
      throw error;
    }
  }
}

const services = new WeakMap<Db, ExportJobs>();

/** Sets up the export jobs of the app's database (server/app.ts). */
export function configureExportJobs(db: Db, now: Clock, files: FileStore, translator: EntityTranslator, onError: (error: unknown) => void): ExportJobs {
  const jobs = new ExportJobs(db, now, files, translator, onError);
  services.set(db, jobs);
  return jobs;
}

export function exportJobs(ctx: { db: Db }): ExportJobs {
  const jobs = services.get(ctx.db);
  if (!jobs) throw new Error('export jobs are not configured for this database (configureExportJobs)');
  return jobs;
}
