#!/usr/bin/env node
/**
 * Follows docs/operations.md once on this machine: two instances of the built app on one
 * PostgreSQL database behind nginx with deploy/nginx.conf (TLS with a throw-away certificate),
 * then through nginx: /readyz, a login, and a Pusher WebSocket on /app/ that receives events
 * triggered on each instance in turn (so at least one crosses from the other instance).
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<empty db> node scripts/deploy-check.mjs
 *
 * Needs: nginx (Debian nginx-light), openssl, a built app (npm run build), an empty database
 * (demo data is loaded into it). Ports: instances 4101/4102, nginx 8181 (http) / 8182 (https).
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Pusher from 'pusher';
import { Agent, fetch } from 'undici';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const DATABASE_URL = process.env.DATABASE_URL;
const INSTANCES = [4101, 4102];
const HTTP_PORT = 8181;
const HTTPS_PORT = 8182;
const PUBLIC_URL = `https://localhost:${HTTPS_PORT}`;
const children = [];
const insecure = new Agent({ connect: { rejectUnauthorized: false } });

function step(text) {
  console.log(`• ${text}`);
}

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push({ name, child, output: () => output });
  return child;
}

async function until(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** deploy/nginx.conf as written, with this machine's ports, certificate and upstreams. */
function nginxConfig(prefix) {
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/server 127\.0\.0\.1:3001[^;]*;\n\s*server 127\.0\.0\.1:3002[^;]*;/, () =>
      INSTANCES.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n    '),
    )
    .replace(/listen 80;/g, `listen ${HTTP_PORT};`)
    .replace(/listen \[::\]:80;/g, '')
    .replace(/listen 443 ssl http2;/g, `listen ${HTTPS_PORT} ssl http2;`)
    .replace(/listen \[::\]:443 ssl http2;/g, '')
    .replace(/ssl_certificate +\S+;/, `ssl_certificate ${prefix}/cert.pem;`)
    .replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${prefix}/key.pem;`)
    .replace(/server_name kt\.example\.org;/g, 'server_name localhost;');
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  include ${prefix}/site.conf;
}
`,
  );
}

/** The Pusher protocol by hand over `ws`: connect, authorise, subscribe, collect events. */
async function openSocket(key) {
  const socket = new WebSocket(`wss://localhost:${HTTPS_PORT}/app/${key}?protocol=7`, {
    rejectUnauthorized: false,
    origin: PUBLIC_URL,
  });
  const frames = [];
  const waiters = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    frames.push(frame);
    for (const waiter of [...waiters]) waiter();
  });
  const next = (match, ms = 20_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no frame matching within ${ms} ms`)), ms);
      const check = () => {
        const frame = frames.find(match);
        if (!frame) return;
        clearTimeout(timer);
        waiters.splice(waiters.indexOf(check), 1);
        resolve(frame);
      };
      waiters.push(check);
      check();
    });
  const established = await next((f) => f.event === 'pusher:connection_established');
  const socketId = JSON.parse(established.data).socket_id;
  return { socket, socketId, next };
}

async function main() {
  if (!DATABASE_URL) throw new Error('Set DATABASE_URL to an empty PostgreSQL database.');
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}`);
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('Run npm run build first.');
  const prefix = mkdtempSync(path.join(tmpdir(), 'kt-deploy-'));

  step('demo data into the database (migrates it)');
  execFileSync(process.execPath, ['--import', 'tsx', 'server/demo/index.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL },
    stdio: 'ignore',
  });

  step(`two instances on ${INSTANCES.join(', ')} (TRUST_PROXY, PUBLIC_URL=${PUBLIC_URL})`);
  for (const port of INSTANCES) {
    start(`instance ${port}`, process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(prefix, `data-${port}`),
      DATABASE_URL,
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      LOG_FORMAT: 'json',
    });
  }

  step('nginx with deploy/nginx.conf and a throw-away certificate');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(prefix, 'key.pem'),
      '-out',
      path.join(prefix, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  nginxConfig(prefix);
  execFileSync(NGINX, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: 'inherit',
  });
  start('nginx', NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;']);

  for (const port of INSTANCES) {
    await until(
      `instance ${port} ready`,
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
    );
  }
  const viaNginx = (url, init = {}) =>
    fetch(`${PUBLIC_URL}${url}`, { ...init, dispatcher: insecure });
  await until('nginx forwards /readyz', async () => (await viaNginx('/readyz')).ok, 20_000);
  const redirect = await fetch(`http://localhost:${HTTP_PORT}/v1/config`, { redirect: 'manual' });
  if (redirect.status !== 301) throw new Error(`http → https: ${redirect.status}`);
  step('http redirects to https; /readyz answers through nginx');

  const database = new pg.Client({ connectionString: DATABASE_URL });
  await database.connect();
  const [{ email }] = (await database.query('select email from users order by email limit 1')).rows;
  const [{ value: realtime }] = (
    await database.query(`select value from server_keys where name = 'realtime'`)
  ).rows;
  await database.end();
  const login = await viaNginx('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email, password: 'Demo-Passwort-2026' }),
  });
  if (login.status !== 200)
    throw new Error(`login through nginx: ${login.status} ${await login.text()}`);
  const answer = await login.json();
  const requestId = login.headers.get('x-request-id');
  step(`login through nginx as ${email}: 200 (request id from nginx: ${requestId})`);

  const config = await (await viaNginx('/v1/config')).json();
  const key = config.pusher.key;
  const socket = await openSocket(key);
  const channel = `private-user.${answer.user.id}`;
  const auth = await viaNginx('/v1/auth/channel', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${answer.access_token}`,
      'content-type': 'application/x-www-form-urlencoded',
      origin: PUBLIC_URL,
    },
    body: new URLSearchParams({ socket_id: socket.socketId, channel_name: channel }).toString(),
  });
  if (auth.status !== 200) throw new Error(`channel auth: ${auth.status} ${await auth.text()}`);
  socket.socket.send(
    JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel, auth: (await auth.json()).auth },
    }),
  );
  await socket.next((f) => f.event === 'pusher_internal:subscription_succeeded');
  step(`WebSocket through nginx (wss://…/app/${key}) subscribed to ${channel}`);

  for (const port of INSTANCES) {
    const trigger = new Pusher({
      appId: realtime.appId,
      key: realtime.key,
      secret: realtime.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await trigger.trigger(channel, 'deploy-check', { from: port });
    const frame = await socket.next(
      (f) => f.event === 'deploy-check' && JSON.parse(f.data).from === port,
    );
    step(`event triggered on instance ${port} arrived: ${frame.data}`);
  }
  socket.socket.close();
  console.log('Deploy check passed.');
}

function stopAll() {
  for (const { child } of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
}

main().then(
  () => {
    stopAll();
    setTimeout(() => process.exit(0), 3_000).unref();
  },
  (error) => {
    console.error(`Deploy check FAILED: ${error.message}`);
    for (const { name, output } of children) {
      console.error(`--- ${name} ---\n${output().slice(-3000)}`);
    }
    stopAll();
    setTimeout(() => process.exit(1), 3_000).unref();
  },
);
