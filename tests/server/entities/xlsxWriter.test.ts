// The streamed xlsx (xlsxWriter.ts over zipWriter.ts): a zip whose every entry's CRC and sizes
// match its data, the sheet's cells as a real reader (exceljs) reads them, escapes included; a
// failure of the rows ends the stream with it, and a reader that goes away stops the reading.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { xlsxStream, type SheetCell } from '../../../server/entities/xlsxWriter';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(stream, new Writable({ write(chunk: Buffer, _encoding, done) { parts.push(chunk); done(); } }));
  return Buffer.concat(parts);
}

/** Each entry of the central directory, its data inflated and checked against its CRC and sizes. */
function checkedEntries(zip: Buffer): { name: string; text: string }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: { name: string; text: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    expect(zip.readUInt16LE(offset + 10)).toBe(8);
    const [crc, compressedSize, size] = [zip.readUInt32LE(offset + 16), zip.readUInt32LE(offset + 20), zip.readUInt32LE(offset + 24)];
    const nameLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(offset + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zlib.inflateRawSync(zip.subarray(dataStart, dataStart + compressedSize));
    expect({ name, size: data.length, crc: zlib.crc32(data) }).toEqual({ name, size, crc });
    entries.push({ name, text: data.toString('utf8') });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

async function* chunksOf(rows: SheetCell[][], size: number): AsyncGenerator<SheetCell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('the streamed xlsx', () => {
  test('every entry is deflated and matches its CRC and sizes; the cells read back as written', async () => {
    const tricky = ['a<b>&"c"', ' leading space', 'trailing space ', 'two\nlines', 'bell\u0007dropped', '运单 YD1'];
    // Enough rows for many parts of sheet XML (and deflate's input bound).
    const rows: SheetCell[][] = Array.from({ length: 12_000 }, (_, i) => [`YD${i + 1}`, i % 7 === 0 ? null : i * 1.5, tricky[i % tricky.length]!]);
    const zip = await bytesOf(xlsxStream('运单', [{ header: '运单号', width: 20 }, { header: '金额', width: 10 }, { header: '备注', width: 30 }], chunksOf(rows, 2_000)));
    const entries = checkedEntries(zip);
    expect(entries.map((entry) => entry.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']);
    expect(entries.at(-1)!.text).toContain('<t xml:space="preserve"> leading space</t>');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(zip as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('运单');
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['运单号', '金额', '备注']);
    for (const index of [0, 1, 2, 3, 4, 5, 6, 11_999]) {
      const [number, amount, note] = rows[index]!;
      const row = sheet.getRow(index + 2);
      expect([row.getCell(1).value, row.getCell(2).value ?? null, row.getCell(3).value]).toEqual([number, amount, note === 'bell\u0007dropped' ? 'belldropped' : note]);
    }
  });

  test('a failure of the rows ends the stream with that error', async () => {
    async function* failing(): AsyncGenerator<SheetCell[][]> {
      yield [['YD1']];
      throw new Error('database gone');
    }
    await expect(bytesOf(xlsxStream('运单', [{ header: '运单号', width: 20 }], failing()))).rejects.toThrow('database gone');
  });

  test('a reader that goes away stops the reading of rows', async () => {
    let read = 0;
    let finished = false;
    async function* endless(): AsyncGenerator<SheetCell[][]> {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 2_000 }, (_, i) => [`YD${read}-${i}`, '临沂金泰煤业集团有限公司 → 长沙市岳麓区']);
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        finished = true;
      }
    }
    const stream = xlsxStream('运单', [{ header: '运单号', width: 20 }, { header: '线路', width: 40 }], endless());
    // Nobody reads: the writer stops at its buffers' bounds; then the reader goes away.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readWhileWaiting = read;
    expect(readWhileWaiting).toBeLessThan(50);
    stream.destroy();
    await expect.poll(() => finished, { timeout: 5_000 }).toBe(true);
    expect(read).toBeLessThanOrEqual(readWhileWaiting + 1);
  });
});
