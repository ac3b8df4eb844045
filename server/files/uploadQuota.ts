// Uploads per party per day (China time): a number of files and a number of bytes. The day's
// usage is read from file_upload once per party and day, then kept in memory and changed in
// synchronous steps, so simultaneous uploads cannot all pass the same check: a place is taken
// before the body is read and given back if the upload is refused after all.
import type { Clock } from '../storage/clock';
import { displayTime } from '../storage/clock';
import type { Db } from '../storage/database';

interface Usage { files: number; bytes: number }

export type QuotaRefusal = 'files' | 'bytes';

export interface QuotaLimits { filesPerDay: number; bytesPerDay: number }

export class UploadQuota {
  private readonly usage = new Map<string, Promise<Usage>>();
  private day = '';

  constructor(private readonly db: Db, private readonly now: Clock, private readonly limits: QuotaLimits) {}

  private usageOf(partyCode: string): Promise<Usage> {
    const today = displayTime(this.now()).slice(0, 10);
    if (today !== this.day) {
      this.usage.clear();
      this.day = today;
    }
    let usage = this.usage.get(partyCode);
    if (!usage) {
      usage = this.db.selectFrom('file_upload')
        .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('size').as('bytes')])
        .where('party_code', '=', partyCode).where('gmt_created', '>=', `${today} 00:00:00`)
        .executeTakeFirstOrThrow()
        .then((row) => ({ files: Number(row.files), bytes: Number(row.bytes ?? 0) }));
      this.usage.set(partyCode, usage);
      usage.catch(() => this.usage.delete(partyCode));
    }
    return usage;
  }

  /** Takes a file's place before the body is read; null when the day's files or bytes are used up. */
  async reserve(partyCode: string): Promise<Reservation | QuotaRefusal> {
    const usage = await this.usageOf(partyCode);
    if (usage.files >= this.limits.filesPerDay) return 'files';
    if (usage.bytes >= this.limits.bytesPerDay) return 'bytes';
    usage.files += 1;
    return new Reservation(usage, this.limits.bytesPerDay);
  }
}

export class Reservation {
  private settled = false;

  constructor(private readonly usage: Usage, private readonly bytesPerDay: number) {}

  /** Counts the file's bytes; refuses (giving the place back) when they pass the day's bytes. */
  take(bytes: number): QuotaRefusal | null {
    if (this.usage.bytes + bytes > this.bytesPerDay) {
      this.cancel();
      return 'bytes';
    }
    this.settled = true;
    this.usage.bytes += bytes;
    return null;
  }

  /** Gives the place back (the upload was refused for another reason). */
  cancel(): void {
    if (this.settled) return;
    this.settled = true;
    this.usage.files -= 1;
  }
}
