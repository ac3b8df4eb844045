// Uploads per party per day (China time): a number of files and a number of bytes, counted from
// file_upload, which every server instance on the database shares. Checked twice: before the
// body is read (a party at its limit is refused without reading it), and for good in the
// transaction that records the file. Write transactions run one at a time (SQLite's one writer;
// on PostgreSQL the write lock every transaction takes, storage/postgres.ts), so simultaneous
// uploads through any number of instances cannot all pass the same count.
import type { Insertable } from 'kysely';
import type { Clock } from '../storage/clock';
import { displayTime } from '../storage/clock';
import type { Db } from '../storage/database';
import type { FileUploadTable } from '../storage/schema';

interface Usage { files: number; bytes: number }

export type QuotaRefusal = 'files' | 'bytes';

export interface QuotaLimits { filesPerDay: number; bytesPerDay: number }

export class UploadQuota {
  constructor(private readonly db: Db, private readonly now: Clock, private readonly limits: QuotaLimits) {}

  private async usageOf(db: Db, partyCode: string): Promise<Usage> {
    const dayStart = `${displayTime(this.now()).slice(0, 10)} 00:00:00`;
    const row = await db.selectFrom('file_upload')
      .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('size').as('bytes')])
      .where('party_code', '=', partyCode).where('gmt_created', '>=', dayStart)
      .executeTakeFirstOrThrow();
    return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
  }

  /** Before the body is read: why the party may upload nothing more today, or null. */
  async refusalBefore(partyCode: string): Promise<QuotaRefusal | null> {
    const usage = await this.usageOf(this.db, partyCode);
    if (usage.files >= this.limits.filesPerDay) return 'files';
    if (usage.bytes >= this.limits.bytesPerDay) return 'bytes';
    return null;
  }

  /** Records the upload when it fits the party's day; otherwise records nothing and says why. */
  async record(upload: Insertable<FileUploadTable>): Promise<QuotaRefusal | null> {
    return this.db.transaction().execute(async (trx) => {
      const usage = await this.usageOf(trx, upload.party_code);
      if (usage.files + 1 > this.limits.filesPerDay) return 'files';
      if (usage.bytes + upload.size > this.limits.bytesPerDay) return 'bytes';
      await trx.insertInto('file_upload').values(upload).execute();
      return null;
    });
  }
}
