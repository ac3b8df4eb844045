// The API server as its own process, started the way it runs in production (`npm start`: the
// bundle, `node dist-server/index.mjs`, built first from the current sources) on the bench
// database, so its memory is measured apart from the bench's HTTP client. Memory comes from
// /proc/<pid>/status (Linux).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleServer, SERVER_BUNDLE } from '../scripts/build/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 120_000;
/** server/index.ts prints its address on the first line of its banner. */
const LISTENING = /freight-console server on (http:\/\/\S+)/;

export interface ProcessMemory {
  /** Resident set size now (VmRSS). */
  rssMb: number;
  /** Highest resident set size since start or the last resetPeak() (VmHWM). */
  peakMb: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  memory: () => ProcessMemory;
  /** CPU time (user + system) the process has used so far, in ms. */
  cpuMs: () => number;
  /** Restarts VmHWM from the current RSS (false when the kernel does not allow it). */
  resetPeak: () => boolean;
  stop: () => Promise<void>;
}

function statusField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`/proc status has no ${name} (the bench reads memory on Linux only)`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssMb: statusField(status, 'VmRSS'), peakMb: statusField(status, 'VmHWM') };
}

/** Linux reports CPU times in USER_HZ ticks, 100 per second on every architecture Node runs on. */
const TICK_MS = 10;

export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime and stime are
  // the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export interface StartOptions {
  /** `bundle` (default, as `npm start`) or `tsx` (as `npm run server`, the TypeScript loader). */
  runner?: 'bundle' | 'tsx';
  /** Another checkout to start the server of (a baseline), run with tsx; defaults to this one. */
  root?: string;
  /** Node options placed before the script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

let bundled: Promise<void> | null = null;

async function serverCommand(options: StartOptions): Promise<{ args: string[]; cwd: string }> {
  if (options.root || options.runner === 'tsx') return { args: ['--import', 'tsx', 'server/index.ts'], cwd: options.root ?? ROOT };
  bundled ??= bundleServer();
  await bundled;
  return { args: [SERVER_BUNDLE], cwd: ROOT };
}

/** A SQLite file, or a PostgreSQL database by its URL. */
export type ServerDatabase = { dbFile: string } | { databaseUrl: string };

/** The database variables of the server's environment: exactly one of FREIGHT_DB and
 * DATABASE_URL (a DATABASE_URL in the bench's own environment must not reach a SQLite run). */
function databaseEnv(database: string | ServerDatabase): NodeJS.ProcessEnv {
  const rest = { ...process.env };
  delete rest.DATABASE_URL;
  delete rest.FREIGHT_DB;
  if (typeof database === 'string') return { ...rest, FREIGHT_DB: path.resolve(database) };
  return 'databaseUrl' in database ? { ...rest, DATABASE_URL: database.databaseUrl } : { ...rest, FREIGHT_DB: path.resolve(database.dbFile) };
}

/** Starts the server on a free port of 127.0.0.1 and resolves once it listens. Request logs are
 * off (LOG_LEVEL=warn) so the bench measures the API, not the log. */
export async function startServerProcess(database: string | ServerDatabase, options: StartOptions = {}): Promise<ServerProcess> {
  const { args, cwd } = await serverCommand(options);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    cwd,
    // The bench calls as fast as the server answers, far above a person's pace: the API rate
    // limits (server/config.ts) are raised so it measures the server, not the limits.
    env: {
      ...databaseEnv(database), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production',
      LIMIT_API_PER_CLIENT_PER_MINUTE: '1000000', LIMIT_API_PER_ACCOUNT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    const exitedEarly = (code: number | null) => fail(new Error(`the server exited with ${code}:\n${output}`));
    child.once('exit', exitedEarly);
    let started = false;
    child.stderr.on('data', (chunk: Buffer) => { if (!started) output += chunk.toString(); });
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (!listening || child.pid === undefined) return;
      started = true;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      const pid = child.pid;
      resolve({
        url: listening[1],
        pid,
        memory: () => processMemory(pid),
        cpuMs: () => processCpuMs(pid),
        resetPeak: () => {
          try {
            // "5" resets the peak RSS (proc(5), clear_refs).
            writeFileSync(`/proc/${pid}/clear_refs`, '5');
            return true;
          } catch {
            return false;
          }
        },
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
