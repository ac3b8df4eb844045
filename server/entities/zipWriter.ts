// A zip file written to a stream as its entries come (what xlsxWriter.ts needs, nothing more):
// small entries deflated whole, one large entry deflated as its parts arrive with its CRC and sizes
// in a data descriptor after it, then the central directory. Deflate runs in Node's thread pool
// while the caller makes the next part, and the CRC is zlib's own (archiver computed it in
// JavaScript and passed every part through several stream layers: a third of an export's time).
// No ZIP64: an entry or the file over 4 GiB is refused.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 2.0: deflate and data descriptors. */
const VERSION = 20;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATED = 8;
const MAX_32 = 0xffffffff;
/** Deflate's output and input buffering: big enough that the thread pool works on one part while
 * the next is made. */
const DEFLATE_CHUNK = 64 * 1024;
const DEFLATE_INPUT_BUFFER = 1024 * 1024;

interface Entry { name: Buffer; flags: number; crc: number; compressedSize: number; size: number; offset: number; time: number; date: number }

/** The fields a local header and a central record share, in the same order from `at`: version
 * needed, flags, method, time, date, CRC, compressed size, size, name length. */
function writeEntryFields(record: Buffer, at: number, entry: Entry, withSizes: boolean): void {
  record.writeUInt16LE(VERSION, at);
  record.writeUInt16LE(entry.flags, at + 2);
  record.writeUInt16LE(DEFLATED, at + 4);
  record.writeUInt16LE(entry.time, at + 6);
  record.writeUInt16LE(entry.date, at + 8);
  record.writeUInt32LE(withSizes ? entry.crc : 0, at + 10);
  record.writeUInt32LE(withSizes ? entry.compressedSize : 0, at + 14);
  record.writeUInt32LE(withSizes ? entry.size : 0, at + 18);
  record.writeUInt16LE(entry.name.length, at + 22);
}

/** MS-DOS time and date of `when` (local time, as zip tools show it). */
function dosDateTime(when: Date): { time: number; date: number } {
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | Math.floor(when.getSeconds() / 2),
    date: ((Math.max(1980, when.getFullYear()) - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}

function checked32(value: number, what: string): number {
  if (value > MAX_32) throw new Error(`${what} over 4 GiB: zip64 is not written`);
  return value;
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly out: Writable) {}

  /** Writes `bytes`, waiting while the reader is behind; fails once the output is gone. */
  private async push(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (this.out.destroyed) throw new Error('the zip output was closed');
    if (!this.out.write(bytes)) await drained(this.out);
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    // With a data descriptor the header's CRC and sizes are 0.
    writeEntryFields(header, 4, entry, (entry.flags & FLAG_DESCRIPTOR) === 0);
    return Buffer.concat([header, entry.name]);
  }

  private newEntry(name: string, flags: number): Entry {
    return { name: Buffer.from(name, 'utf8'), flags: flags | FLAG_UTF8, crc: 0, compressedSize: 0, size: 0, offset: checked32(this.offset, 'zip offset'), ...this.stamp };
  }

  /** An entry known whole (a few KB). */
  async file(name: string, content: string): Promise<void> {
    const data = Buffer.from(content, 'utf8');
    const compressed = zlib.deflateRawSync(data, { level: zlib.constants.Z_BEST_SPEED });
    const entry = { ...this.newEntry(name, 0), crc: zlib.crc32(data), compressedSize: compressed.length, size: data.length };
    this.entries.push(entry);
    await this.push(this.localHeader(entry));
    await this.push(compressed);
  }

  /** An entry whose text comes in parts, deflated at `level` on the way out. */
  async streamed(name: string, parts: AsyncIterable<string>, level: number): Promise<void> {
    const entry = this.newEntry(name, FLAG_DESCRIPTOR);
    this.entries.push(entry);
    await this.push(this.localHeader(entry));
    const deflate = zlib.createDeflateRaw({ level, chunkSize: DEFLATE_CHUNK });
    // Deflated bytes go out as they come; deflate pauses while the reader is behind.
    let failed: Error | undefined;
    deflate.on('data', (chunk: Buffer) => {
      entry.compressedSize += chunk.length;
      this.offset += chunk.length;
      if (this.out.destroyed) {
        failed ??= new Error('the zip output was closed');
        deflate.destroy(failed);
      } else if (!this.out.write(chunk)) {
        deflate.pause();
        void drained(this.out).then(() => deflate.resume(), (error: Error) => deflate.destroy(error));
      }
    });
    const ended = once(deflate, 'end');
    // Awaited below; a failure before then is thrown by the write it interrupts.
    ended.catch(() => undefined);
    try {
      for await (const part of parts) {
        const data = Buffer.from(part, 'utf8');
        entry.crc = zlib.crc32(data, entry.crc);
        entry.size += data.length;
        // Its own bound, above the stream's 16 KB: XML is made while the last parts deflate.
        deflate.write(data);
        if (deflate.writableLength > DEFLATE_INPUT_BUFFER) await drained(deflate);
      }
      deflate.end();
      await ended;
    } catch (error) {
      deflate.destroy();
      throw error;
    }
    checked32(entry.size, name);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(checked32(entry.compressedSize, name), 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.push(descriptor);
  }

  /** The central directory and its end record. */
  async finish(): Promise<void> {
    const start = checked32(this.offset, 'zip offset');
    const records = this.entries.map((entry) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(CENTRAL_HEADER, 0);
      record.writeUInt16LE(VERSION, 4); // made by
      writeEntryFields(record, 6, entry, true);
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, entry.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.push(Buffer.concat([directory, end]));
  }
}

/** Resolves when `stream` drains; rejects when it closes or fails first. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      stream.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the stream closed before it drained'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
    stream.on('error', done);
  });
}
