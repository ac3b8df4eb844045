// Real server processes for the two-instance test: the bundled server (scripts/build/server.ts)
// started with `node`, each on a port of its own and the same DATABASE_URL, as an operator
// starts them (docs/deploy.md). The first one migrates and seeds the new database; the test
// waits for /healthz to say so before starting the next.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../e2e/support/freePort';
export { freePort };

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  log: string;
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/** Starts `node bundle` and resolves once GET /healthz answers 200 (migrated, database up). */
export async function startInstance(bundle: string, dir: string, name: string, databaseUrl: string, waitMs: number): Promise<Instance> {
  const port = await freePort();
  const log = path.join(dir, `${name}.log`);
  const output = createWriteStream(log);
  const child = spawn(process.execPath, [bundle], {
    cwd: path.dirname(bundle),
    env: {
      ...process.env,
      HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production',
      // nginx on this host is the proxy whose X-Forwarded-For names the client.
      TRUST_PROXY: '127.0.0.1',
      // The load stream is one client and one account: its calls must not meet the API limits.
      LIMIT_API_PER_CLIENT_PER_MINUTE: '1000000', LIMIT_API_PER_ACCOUNT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${name} stopped (${child.exitCode}):\n${tail(log)}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return { port, url, process: child, log };
    } catch {
      // Not listening yet (migrating, seeding).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`instance ${name} was not healthy within ${waitMs} ms:\n${tail(log)}`);
}

/** Stops the instance (SIGTERM: it closes its sockets and database connections) unless it is gone. */
export async function stopInstance(instance: Instance | undefined): Promise<void> {
  const child = instance?.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
