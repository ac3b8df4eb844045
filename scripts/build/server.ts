// Bundles the API server (server/index.ts) into dist-server/index.mjs, so `npm start` runs plain
// JavaScript instead of TypeScript through tsx's loader (which compiles every module at start and
// stays resident). Packages stay in node_modules (better-sqlite3 is native; pdfkit and exceljs read
// their own data files next to their code). The generated validators stay out of the bundle too:
// the server requires each of their modules from src/core/generated/validators/server on first use
// (server/http/generatedValidators.ts). `npx tsx scripts/build/server.ts`
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'server/index.ts');
export const SERVER_BUNDLE = path.join(ROOT, 'dist-server/index.mjs');
/** The chart drawing worker's entry (server/charts/drawingWorker.ts starts it), bundled beside the server as chartWorker.mjs. */
const CHART_WORKER_ENTRY = path.join(ROOT, 'server/charts/chartWorker.ts');
const RESOLVE_FROM_BUNDLE = '__resolveFromBundle';

/** Sources find their data files (migrations' snapshot, schemas, pages, locales, seed data, code
 * lists) from their own folder, `import.meta.dirname`. In the bundle that would be dist-server/,
 * so each use is rewritten to its source folder, relative to the repository, resolved from the
 * bundle's folder: the data is read where it lies in the repository. */
function sourceFolders(bundleDir: string): Plugin {
  return {
    name: 'source-folders',
    setup(bundler) {
      bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.dirname')) return undefined;
        const fromBundle = path.relative(bundleDir, path.dirname(args.path)).split(path.sep).join('/');
        return { contents: source.replaceAll('import.meta.dirname', `${RESOLVE_FROM_BUNDLE}(import.meta.dirname, ${JSON.stringify(fromBundle)})`), loader: 'ts' };
      });
    },
  };
}

/** A deep import into a package without an `exports` map and without a file extension
 * (`ajv-formats/dist/formats`) resolves under tsx or CommonJS but not in Node's ES modules: it is
 * kept external with the extension of the file it names. */
function deepImportsWithExtension(): Plugin {
  const deepImport = /^(?:@[^/]+\/)?[^./@:][^/:]*\/.+$/;
  return {
    name: 'deep-imports-with-extension',
    setup(bundler) {
      bundler.onResolve({ filter: deepImport }, (args) => {
        if (path.extname(args.path) !== '') return undefined;
        const parts = args.path.split('/');
        const packageName = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
        let file: string;
        try {
          file = createRequire(args.importer || SERVER_ENTRY).resolve(args.path);
        } catch {
          return undefined;
        }
        const marker = `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;
        const at = file.lastIndexOf(marker);
        if (at < 0) return undefined;
        const packageDir = file.slice(0, at + marker.length);
        if ((JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { exports?: unknown }).exports) return undefined;
        return { path: `${packageName}/${path.relative(packageDir, file).split(path.sep).join('/')}`, external: true };
      });
    },
  };
}

/** V8 keeps a script's source in memory, two bytes a character as soon as one character is not
 * Latin-1. esbuild escapes strings (charset ascii) but leaves comments and some regular
 * expressions (/危险品|易燃/): those are escaped here, which means the same in both, so the
 * source stays one byte a character. */
async function escapeNonAscii(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const escaped = text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (escaped !== text) await writeFile(file, escaped);
}

/** Writes the bundle (and its source map) to `outfile`, and the chart worker's beside it; they
 * read their data from this repository. */
export async function bundleServer(outfile = SERVER_BUNDLE): Promise<void> {
  const workerFile = path.join(path.dirname(outfile), 'chartWorker.mjs');
  await Promise.all([bundle(SERVER_ENTRY, outfile), bundle(CHART_WORKER_ENTRY, workerFile)]);
}

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: `import { resolve as ${RESOLVE_FROM_BUNDLE} } from 'node:path';` },
    charset: 'ascii',
    plugins: [deepImportsWithExtension(), sourceFolders(path.dirname(outfile))],
  });
  await escapeNonAscii(outfile);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  await bundleServer();
  console.log(`server bundled: ${path.relative(ROOT, SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`);
}
