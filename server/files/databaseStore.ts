// Stored files as rows of the database (migration 0061), so every server instance on one
// PostgreSQL database reads what any instance stored. A file is a `stored_file` row and its
// content in `stored_file_chunk` rows of 256 KB: written chunk by chunk as the stream arrives
// and read back chunk by chunk, so neither side holds a whole file in memory. The file row is
// written last: until then readers do not see the file.
//
// Plain bytea rows rather than PostgreSQL large objects: each chunk is one short statement on
// any pooled connection (a large object's descriptor lives only inside one transaction, and
// every transaction here takes the one write lock: storage/postgres.ts), rows go away with a
// delete (a large object needs its own unlink or it stays as an orphan), and pg_dump of the
// tables carries them like any other row. The same code runs on SQLite (blob columns).
import { Readable } from 'node:stream';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import { checkedName, type FileStore } from './store';

export const CHUNK_BYTES = 256 * 1024;

/** The areas of the app's files: uploads, and the batches of export jobs. */
export const UPLOADS_AREA = 'uploads';
export const EXPORTS_AREA = 'exports';

/** Cuts a stream into pieces of exactly `size` bytes (the last one shorter). */
async function* chunksOf(content: Buffer | Readable, size: number): AsyncGenerator<Buffer> {
  const source: AsyncIterable<Buffer> = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

export class DatabaseStore implements FileStore {
  /** `area` keeps apart the files of different owners (uploads, export batches). */
  constructor(private readonly db: Db, private readonly area: string, private readonly now: Clock) {}

  async write(name: string, content: Buffer | Readable): Promise<void> {
    checkedName(name);
    if (await this.exists(name)) throw new Error(`a stored file is already named ${name}`);
    let chunks = 0;
    let size = 0;
    try {
      for await (const chunk of chunksOf(content, CHUNK_BYTES)) {
        await this.db.insertInto('stored_file_chunk').values({ area: this.area, name, seq: chunks, content: chunk }).execute();
        chunks += 1;
        size += chunk.length;
      }
      await this.db.insertInto('stored_file').values({ area: this.area, name, size, chunks, created_at: this.now().toISOString() }).execute();
    } catch (error) {
      // The name was free when the write began: the chunks written are this write's own.
      await this.deleteChunks(name);
      throw error;
    }
  }

  async read(name: string): Promise<Readable | null> {
    const file = await this.db.selectFrom('stored_file').select('chunks')
      .where('area', '=', this.area).where('name', '=', checkedName(name)).executeTakeFirst();
    if (!file) return null;
    const { db, area } = this;
    async function* content(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < file!.chunks; seq += 1) {
        const chunk = await db.selectFrom('stored_file_chunk').select('content')
          .where('area', '=', area).where('name', '=', name).where('seq', '=', seq).executeTakeFirst();
        if (!chunk) throw new Error(`stored file ${area}/${name} lacks chunk ${seq}`);
        yield Buffer.from(chunk.content);
      }
    }
    return Readable.from(content(), { objectMode: false });
  }

  async exists(name: string): Promise<boolean> {
    const file = await this.db.selectFrom('stored_file').select('name')
      .where('area', '=', this.area).where('name', '=', checkedName(name)).executeTakeFirst();
    return file !== undefined;
  }

  async remove(name: string): Promise<void> {
    // The file row first: from then on no reader starts on the chunks being deleted.
    await this.db.deleteFrom('stored_file').where('area', '=', this.area).where('name', '=', checkedName(name)).execute();
    await this.deleteChunks(name);
  }

  private async deleteChunks(name: string): Promise<void> {
    await this.db.deleteFrom('stored_file_chunk').where('area', '=', this.area).where('name', '=', name).execute();
  }
}
