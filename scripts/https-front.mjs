// For `pnpm bench`: the product over HTTPS and HTTP/2, the way a phone reaches it in production (a
// balancer or CDN with TLS in front, docs/deploy.md). haproxy (Debian's package) with a throwaway
// self-signed certificate, in front of the bench's server. Null when haproxy or openssl is missing.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const available = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Starts haproxy on `port` (TLS, ALPN h2 then http/1.1) forwarding to `target` ("127.0.0.1:3400"). */
export function startHttpsFront(port, target) {
  if (!available('haproxy') || !available('openssl')) return null;
  const dir = mkdtempSync(join(tmpdir(), 'coach-https-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const pem = join(dir, 'both.pem');
  execFileSync('sh', ['-c', `cat "${cert}" "${key}" > "${pem}"`]);
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend https',
      `  bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1`,
      '  default_backend app',
      'backend app',
      `  server app ${target}`,
      '',
    ].join('\n'),
  );
  const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    base: `https://127.0.0.1:${port}`,
    stop() {
      haproxy.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
