// The budget check's own logic (scripts/budgets): which chunks load together, and that a set over
// its budget is reported with its chunks and their biggest modules.
import { describe, expect, it } from 'vitest';
import { checkBudget, loadSet, withStaticImports } from '../../../scripts/budgets/chunkGraph';
import { bundledDefinitions } from '../../../scripts/budgets/growth';
import { PER_SCREEN_DEFINITIONS } from '../../../scripts/budgets/budgets';
import type { ChunkManifest, ManifestChunk } from '../../../scripts/budgets/manifest';

function chunk(file: string, gzipBytes: number, imports: string[] = [], modules: [string, number][] = []): ManifestChunk {
  return {
    file, isEntry: file.startsWith('assets/index'), facade: null, imports, dynamicImports: [], rawBytes: gzipBytes * 3, gzipBytes,
    modules: modules.map(([id, gzip]) => ({ id, rawBytes: gzip * 3, gzipBytes: gzip })),
  };
}

const entry = chunk('assets/index-a.js', 60_000, ['assets/vendor-b.js'], [['node_modules/react-dom/client.js', 50_000], ['src/main.tsx', 1_000]]);
const vendor = chunk('assets/vendor-b.js', 30_000, ['assets/runtime-c.js'], [['node_modules/react-router/index.mjs', 30_000]]);
const runtime = chunk('assets/runtime-c.js', 500);
const lazyChart = chunk('assets/chart-d.js', 200_000, ['assets/vendor-b.js'], [['node_modules/echarts/core.js', 150_000]]);
const manifest: ChunkManifest = { chunks: [entry, vendor, runtime, lazyChart] };

describe('withStaticImports', () => {
  it('follows static imports, each chunk once, and leaves lazy chunks out', () => {
    expect(withStaticImports(manifest, [entry]).map((found) => found.file).sort()).toEqual(['assets/index-a.js', 'assets/runtime-c.js', 'assets/vendor-b.js']);
    expect(withStaticImports(manifest, [entry, lazyChart])).toHaveLength(4);
  });

  it('fails on an import the manifest does not list', () => {
    expect(() => withStaticImports({ chunks: [chunk('assets/index-x.js', 1, ['assets/gone.js'])] }, [chunk('assets/index-x.js', 1, ['assets/gone.js'])])).toThrow(/gone\.js/);
  });
});

describe('checkBudget', () => {
  it('passes a set within its budget', () => {
    const result = checkBudget(loadSet('login', withStaticImports(manifest, [entry])), 100_000);
    expect(result.exceeded).toBe(false);
    expect(result.set.gzipBytes).toBe(90_500);
    expect(result.report).toMatch(/^ok {3}login: 88\.4 KB gz of 97\.7 KB/);
  });

  it('reports a set over its budget with the chunk names and their biggest modules, biggest first', () => {
    const result = checkBudget(loadSet('dashboard', withStaticImports(manifest, [entry, lazyChart])), 250_000);
    expect(result.exceeded).toBe(true);
    const lines = result.report.split('\n');
    expect(lines[0]).toMatch(/^OVER dashboard: 283\.7 KB gz of 244\.1 KB \(4 files/);
    expect(lines[1]).toContain('assets/chart-d.js 195.3 KB gz: node_modules/echarts/core.js');
    expect(lines[2]).toContain('assets/index-a.js');
    expect(lines[2]).toContain('node_modules/react-dom/client.js');
  });
});

describe('bundledDefinitions', () => {
  it('names a page or entity definition bundled into a chunk that loads with the shell', () => {
    const shell = chunk('assets/shell-e.js', 10_000, [], [['src/layout/ShellLayout.tsx', 5_000], ['pages/tms/waybill.json', 800], ['schemas/entities/waybill.json', 900]]);
    const homePage = chunk('assets/pages/home-f.js', 700, [], [['pages/home.json', 700]]);
    expect(bundledDefinitions([shell, homePage], [homePage], PER_SCREEN_DEFINITIONS)).toEqual([
      'assets/shell-e.js carries pages/tms/waybill.json',
      'assets/shell-e.js carries schemas/entities/waybill.json',
    ]);
  });
});
