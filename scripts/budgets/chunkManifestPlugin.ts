// A Vite (Rolldown) build plugin that writes dist/.budget/chunks.json: every JS chunk with its
// raw and gzip (level 6) size, the chunks it imports statically and dynamically, and its modules
// by size, so the budget check (scripts/budgets/check.ts) can say what a chunk carries.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkManifest, ManifestChunk } from './manifest';

export const MANIFEST_FILE = '.budget/chunks.json';

const gzipBytes = (code: string) => gzipSync(code, { level: 6 }).length;

export function chunkManifestPlugin(root: string): Plugin {
  const relative = (id: string) => (path.isAbsolute(id) ? path.relative(root, id) : id).split(path.sep).join('/');
  return {
    name: 'freight:chunk-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ManifestChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, rendered]) => ({ id: relative(id), rawBytes: rendered.renderedLength, gzipBytes: rendered.code ? gzipBytes(rendered.code) : 0 }))
          .filter((module) => module.rawBytes > 0)
          .sort((a, b) => b.gzipBytes - a.gzipBytes);
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          rawBytes: Buffer.byteLength(output.code),
          gzipBytes: gzipBytes(output.code),
          modules,
        });
      }
      const manifest: ChunkManifest = { chunks: chunks.sort((a, b) => a.file.localeCompare(b.file)) };
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 1)}\n` });
    },
  };
}
