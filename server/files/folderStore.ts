// Stored files in a local folder: written to `<name>.part` and renamed when complete, so a
// reader never opens half a file.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedName, type FileStore } from './store';

export class FolderStore implements FileStore {
  constructor(readonly dir: string) {}

  private pathOf(name: string): string {
    return path.join(this.dir, checkedName(name));
  }

  async write(name: string, content: Buffer | Readable): Promise<void> {
    const file = this.pathOf(name);
    if (await this.exists(name)) throw new Error(`a stored file is already named ${name}`);
    await mkdir(this.dir, { recursive: true });
    const part = `${file}.part`;
    try {
      await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, createWriteStream(part, { flags: 'wx' }));
      await rename(part, file);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async read(name: string): Promise<Readable | null> {
    if (!(await this.exists(name))) return null;
    return createReadStream(this.pathOf(name));
  }

  async exists(name: string): Promise<boolean> {
    const found = await stat(this.pathOf(name)).catch(() => null);
    return found?.isFile() ?? false;
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}
