// `npm run validate`: every check over the repository's data files; exits 1 on any diagnostic.
import { formatDiagnostic, type Diagnostic } from './diagnostics';
import { checks } from './checks';

async function main(): Promise<void> {
  const all: Diagnostic[] = [];
  for (const check of checks) {
    const found = await check.run();
    all.push(...found);
    console.log(`${found.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}${found.length ? ` (${found.length})` : ''}`);
  }
  for (const d of all) console.error(formatDiagnostic(d));
  if (all.length > 0) {
    console.error(`\nvalidate: ${all.length} problem(s)`);
    process.exit(1);
  }
}

await main();
