// Export jobs (server/exports): an export of more than one batch (the branch's exportable
// quantity, set small here) is written by the server as one .xlsx per batch; its owner follows
// the progress and downloads each batch "第 X 行至第 Y 行" for a day; no one else lists or
// downloads it; expired jobs and their files are swept.
import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BranchConfigKey, DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { exportJobs, EXPORT_JOB_KEEP_MS, LEASE_MS, type ExportJobView } from '../../../server/exports/jobs';
import { startFixture, WAYBILL, type Fixture } from '../entities/support';

const BATCH = 150;
const COLUMNS = JSON.stringify([{ field: 'shippingNoteNumber', header: '运单号' }, { field: 'totalMonetaryAmount', header: '运费', width: 100 }]);
const QUERY = { sortField: 'totalMonetaryAmount', sortType: 'desc' };

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
  await fx.server.db.updateTable('branch_config').set({ config_value: String(BATCH) })
    .where('branch_code', '=', 'SD0001').where('config_key', '=', BranchConfigKey.exportableQuantity).execute();
});
afterAll(() => fx.server.close());

const jobs = () => exportJobs({ db: fx.server.db });

async function fetchBatch(job: ExportJobView, n: number, token = fx.tokens.staff): Promise<Response> {
  return fetch(new URL(`/ntocc-basic-api/exportJob/${job.id}/batch/${n}`, fx.server.url), { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID } });
}

async function listJobs(token = fx.tokens.staff): Promise<ExportJobView[]> {
  return (await fx.api.call('/ntocc-basic-api/exportJob/list', { token })).data;
}

describe('export jobs', () => {
  let job: ExportJobView;
  let total: number;

  test('a job is made with the list total and its batches; progress goes from 0 to the total', async () => {
    total = (await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { ...QUERY, pageSize: 10 } })).data.total;
    expect(total).toBeGreaterThan(2 * BATCH);
    const answer = await fx.api.call(`${WAYBILL}/exportJob`, { method: 'POST', token: fx.tokens.staff, json: { ...QUERY, columns: COLUMNS, fileName: '运单' } });
    expect(answer.status).toBe(Status.OK);
    job = answer.data;
    expect(job).toMatchObject({ status: 'running', total, batchSize: BATCH, fileName: '运单' });
    expect(job.batches.length).toBe(Math.ceil(total / BATCH));
    expect(job.batches[1]).toEqual({ from: BATCH + 1, to: 2 * BATCH, ready: false });
    const seen: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const [current] = (await listJobs()).filter((entry) => entry.id === job.id);
      seen.push(current.written);
      if (current.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await jobs().idle();
    const [done] = await listJobs();
    expect(done).toMatchObject({ id: job.id, status: 'done', written: total });
    expect(done.batches.every((batch) => batch.ready)).toBe(true);
    expect(done.expiresAt).not.toBeNull();
    // Progress never goes back.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    job = done;
  });

  test('each batch is its rows of the list, as a real xlsx named row X to row Y', async () => {
    const response = await fetchBatch(job, 2);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(`运单-${BATCH + 1}-${2 * BATCH}.xlsx`)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['运单号', '运费']);
    expect(sheet.rowCount - 1).toBe(BATCH);
    const page = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { ...QUERY, pageNum: 2, pageSize: 100 } });
    // Row BATCH + 1 of the list is record 50 of its second page of 100.
    expect(values(2)).toEqual([page.data.records[BATCH - 100].shippingNoteNumber, page.data.records[BATCH - 100].totalMonetaryAmount]);
    const last = await fetchBatch(job, job.batches.length);
    const lastBook = new ExcelJS.Workbook();
    await lastBook.xlsx.load(await last.arrayBuffer());
    expect(lastBook.worksheets[0].rowCount - 1).toBe(total - (job.batches.length - 1) * BATCH);
  });

  test('only the owner lists and downloads the job', async () => {
    expect((await listJobs(fx.tokens.admin)).some((entry) => entry.id === job.id)).toBe(false);
    const answer = await (await fetchBatch(job, 1, fx.tokens.admin)).json();
    expect(answer.status).toBe(Status.NOT_FOUND);
    expect((await (await fetchBatch(job, job.batches.length + 1)).json()).status).toBe(Status.NOT_FOUND);
  });

  test('a job follows the list scope: a shipper\'s job holds only his waybills', async () => {
    const own = (await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.shipper, query: { pageSize: 10 } })).data.total;
    const answer = await fx.api.call(`${WAYBILL}/exportJob`, { method: 'POST', token: fx.tokens.shipper, json: { columns: COLUMNS } });
    expect(answer.data.total).toBe(own);
    await jobs().idle();
  });

  test('a job a stopped server left running resumes where it stopped, once the stopped runner\'s lease has run out', async () => {
    const done = await fx.server.db.selectFrom('export_job').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = done;
    // As a server stopped after the first batch leaves it: its file written, the rest not, its
    // lease on the job still running for a while.
    const leaseUntil = new Date(fx.server.clock.now().getTime() + LEASE_MS / 2).toISOString();
    const left = await fx.server.db.insertInto('export_job')
      .values({ ...copy, status: 'running', written: BATCH, finished_at: null, expires_at: null, runner: 'a-stopped-instance', lease_until: leaseUntil })
      .returning('id').executeTakeFirstOrThrow();
    const kept = jobs().fileOf(left.id, 1);
    await jobs().files.write(kept, Buffer.from('the first batch, written before the stop'));
    // While the lease holds, the job may be running elsewhere: it is left alone.
    await jobs().resume();
    await jobs().idle();
    expect((await listJobs()).find((entry) => entry.id === left.id)).toMatchObject({ status: 'running', written: BATCH });
    // Once it ran out, this instance takes the job up.
    fx.server.clock.advance(LEASE_MS);
    await jobs().resume();
    await jobs().idle();
    const [resumed] = (await listJobs()).filter((entry) => entry.id === left.id);
    expect(resumed).toMatchObject({ status: 'done', written: total });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetchBatch(resumed, 2)).arrayBuffer());
    expect(workbook.worksheets[0].rowCount - 1).toBe(BATCH);
    // The batch written before the stop is kept, not written again.
    expect(await text((await jobs().files.read(kept))!)).toBe('the first batch, written before the stop');
  });

  test('a day after it finished, the job and its files are swept', async () => {
    const file = jobs().fileOf(job.id, 1);
    expect(await jobs().files.exists(file)).toBe(true);
    fx.server.clock.advance(EXPORT_JOB_KEEP_MS + 1000);
    // The session of a day ago has expired too.
    const token = await fx.api.signIn('staff');
    expect((await listJobs(token)).some((entry) => entry.id === job.id)).toBe(false);
    expect((await (await fetchBatch(job, 1, token)).json()).status).toBe(Status.NOT_FOUND);
    expect(await jobs().sweep()).toBeGreaterThanOrEqual(1);
    expect(await jobs().files.exists(file)).toBe(false);
    expect(await fx.server.db.selectFrom('export_job').select('id').where('id', '=', job.id).executeTakeFirst()).toBeUndefined();
  });
});
