// The shape of dist/.budget/chunks.json (written by chunkManifestPlugin.ts at build).

export interface ManifestModule {
  /** Path from the project root (node_modules/... for packages). */
  id: string;
  rawBytes: number;
  /** Gzip level 6 of the module's own rendered code: a share of the chunk, not additive exactly. */
  gzipBytes: number;
}

export interface ManifestChunk {
  /** File name under dist/, e.g. assets/index-abc.js. */
  file: string;
  isEntry: boolean;
  /** The module a lazy chunk stands for (e.g. src/views/login/LoginView.tsx), or null for a shared chunk. */
  facade: string | null;
  /** Chunk files loaded with this one (static imports). */
  imports: string[];
  /** Chunk files this one may load later (import()). */
  dynamicImports: string[];
  rawBytes: number;
  /** Gzip level 6 of the whole chunk: what the budgets count. */
  gzipBytes: number;
  /** Biggest first. */
  modules: ManifestModule[];
}

export interface ChunkManifest {
  chunks: ManifestChunk[];
}
