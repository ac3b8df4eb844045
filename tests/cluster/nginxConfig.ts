// nginx for the two-instance test: Debian's nginx in the foreground with a configuration in a
// temporary folder (`-p`, no root paths), its server block including deploy/freight-proxy.conf
// as it is and its websocket map taken from deploy/nginx.conf, so the test runs the shipped
// proxy settings. The answer names the instance that served it (X-Freight-Upstream), so a test
// knows where its socket landed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEPLOY_CONFIG = path.join(ROOT, 'deploy/nginx.conf');
export const PROXY_SETTINGS = path.join(ROOT, 'deploy/freight-proxy.conf');
export const NGINX = '/usr/sbin/nginx';

/** The `map $http_upgrade $connection_upgrade { ... }` block of deploy/nginx.conf. */
function upgradeMap(): string {
  const block = /map \$http_upgrade \$connection_upgrade \{[^}]*\}/.exec(readFileSync(DEPLOY_CONFIG, 'utf8'));
  if (!block) throw new Error('deploy/nginx.conf has no $connection_upgrade map');
  return block[0];
}

/** The temporary folders nginx writes, inside the prefix, writable by its worker (not root). */
function prepareFolders(prefix: string): string {
  chmodSync(prefix, 0o755);
  const temp = path.join(prefix, 'temp');
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(temp, name), { recursive: true });
    chmodSync(path.join(temp, name), 0o777);
  }
  chmodSync(temp, 0o755);
  return [
    `client_body_temp_path ${temp}/body;`, `proxy_temp_path ${temp}/proxy;`, `fastcgi_temp_path ${temp}/fastcgi;`,
    `uwsgi_temp_path ${temp}/uwsgi;`, `scgi_temp_path ${temp}/scgi;`,
  ].join('\n    ');
}

/** The whole configuration of the test's nginx. */
export function clusterConfig(prefix: string, listenPort: number, instancePorts: number[]): string {
  const servers = instancePorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n        ');
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    access_log ${prefix}/access.log;
    ${prepareFolders(prefix)}
    upstream freight {
        ${servers}
        keepalive 8;
    }
    ${upgradeMap()}
    server {
        listen 127.0.0.1:${listenPort};
        add_header X-Freight-Upstream $upstream_addr always;
        include ${PROXY_SETTINGS};
    }
}
`;
}

/** Starts nginx in the foreground with the configuration; resolves once it accepts connections. */
export async function startNginx(prefix: string, listenPort: number, instancePorts: number[]): Promise<ChildProcess> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: the two-instance test needs Debian's nginx (apt-get install nginx; .ci/run installs it)`);
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, clusterConfig(prefix, listenPort, instancePorts));
  const nginx = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => { errors += String(chunk); });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped at once: ${errors}`);
    try {
      await fetch(`http://127.0.0.1:${listenPort}/healthz`);
      return nginx;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  nginx.kill('SIGKILL');
  throw new Error(`nginx did not listen on ${listenPort}: ${errors}`);
}

/** `nginx -t` on deploy/nginx.conf with its placeholders filled in (a self-signed certificate,
 * local addresses), wrapped in the main configuration Debian's /etc/nginx/nginx.conf provides.
 * Answers nginx's output; throws when the configuration is refused. */
export function checkDeployConfig(prefix: string): string {
  const certificate = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate]);
  if (made.status !== 0) throw new Error(`openssl: ${String(made.stderr)}`);
  const site = readFileSync(DEPLOY_CONFIG, 'utf8')
    .replace(/<instance-(\d+)-address>/g, '127.0.0.$1')
    .replace(/<freight\.example\.com>/g, 'localhost')
    .replace(/<[^>]*fullchain\.pem>/g, certificate)
    .replace(/<[^>]*privkey\.pem>/g, key)
    .replace('include /etc/nginx/freight-proxy.conf;', `include ${PROXY_SETTINGS};`);
  const unfilled = /<[^>]*>/.exec(site.replace(/#.*$/gm, ''));
  if (unfilled) throw new Error(`a placeholder of deploy/nginx.conf is not filled in: ${unfilled[0]}`);
  writeFileSync(path.join(prefix, 'freight.conf'), site);
  const main = path.join(prefix, 'check.conf');
  writeFileSync(main, `pid ${prefix}/check.pid;\nerror_log ${prefix}/check-error.log;\nevents {}\nhttp {\n    ${prepareFolders(prefix)}\n    include ${prefix}/freight.conf;\n}\n`);
  const checked = spawnSync(NGINX, ['-t', '-p', prefix, '-c', main]);
  const output = String(checked.stderr);
  if (checked.status !== 0) throw new Error(`nginx -t refused deploy/nginx.conf: ${output}`);
  return output;
}
