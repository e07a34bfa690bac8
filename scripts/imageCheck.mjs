// `npm run image:check`: the Dockerfile's runtime stage, laid out without Docker and started, so a
// server that needs a development package, a file the image does not copy or a wrong command fails
// CI even where no Docker daemon runs. DATABASE_URL names an administrator of the PostgreSQL to use.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.IMAGE_CHECK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** npm itself: the one running this script (`npm run image:check`), else the one on the PATH. */
function npm(args, cwd) {
  const viaNpm = process.env.npm_execpath;
  return viaNpm ? run(process.execPath, [viaNpm, ...args], cwd) : run('npm', args, cwd);
}

function run(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status})`);
}

function runtimeStage() {
  const lines = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ').split('\n');
  const from = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+runtime\b/i.test(line));
  if (from < 0) throw new Error('The Dockerfile has no stage named runtime.');
  return lines.slice(from + 1).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function main() {
  console.log('Building the front end and the server (the build stage)…');
  npm(['run', 'build'], root);

  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-image-'));
  const env = {};
  let command = null;
  let usesNonRoot = false;
  for (const line of runtimeStage()) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (/^ENV$/i.test(instruction)) {
      for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"|"$/g, '');
    } else if (/^COPY$/i.test(instruction)) {
      const parts = rest.filter((part) => !part.startsWith('--chown'));
      const fromBuild = parts[0]?.startsWith('--from=');
      const sources = (fromBuild ? parts.slice(1) : parts).slice(0, -1);
      const target = path.join(app, parts.at(-1));
      for (const source of sources) {
        // The build stage worked in /app, from the whole project: its /app/x is this project's x.
        const local = path.join(root, fromBuild ? path.relative('/app', source) : source);
        if (!fs.existsSync(local)) throw new Error(`The Dockerfile copies ${source}, which the build does not make.`);
        const into = sources.length > 1 || parts.at(-1).endsWith('/') ? path.join(target, path.basename(local)) : target;
        fs.cpSync(local, into, { recursive: true });
      }
    } else if (/^RUN$/i.test(instruction) && /\bnpm ci\b/.test(args)) {
      const ci = args.split('&&')[0].trim().split(/\s+/).slice(1);
      console.log(`npm ${ci.join(' ')} (the runtime stage's packages)…`);
      npm(ci, app);
    } else if (/^USER$/i.test(instruction)) {
      usesNonRoot = !/^(root|0)$/.test(args);
    } else if (/^CMD$/i.test(instruction)) {
      command = JSON.parse(args);
    }
  }
  if (!usesNonRoot) throw new Error('The runtime stage must run as a user other than root.');
  if (!command || command[0] !== 'node') throw new Error('The runtime stage needs CMD ["node", …].');

  const name = `cre_image_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const port = await freePort();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const child = spawn(process.execPath, command.slice(1), {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      ...env,
      DATA_DIR: path.join(app, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'Image-check#2026',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let i = 0; i < 120 && !ready; i++) {
      if (child.exitCode !== null) throw new Error(`The image's command ended with ${child.exitCode} before it was ready.`);
      ready = await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!ready) throw new Error('The image did not become ready within 60 s.');
    const page = await fetch(`${base}/`);
    const html = await page.text();
    if (!page.ok || !html.includes('<div id="root">')) throw new Error(`The image does not serve the front end (GET / answered ${page.status}).`);
    const signIn = await fetch(`${base}/api/v1/admin/users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Image-check#2026' }),
    });
    if (!signIn.ok) throw new Error(`The first super administrator cannot sign in (${signIn.status}).`);
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`The image's command ended with ${code} after SIGTERM.`);
    console.log(`The runtime stage runs: ready, serves the front end and signs in, stops cleanly (${app}).`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(app, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`image:check: ${err.message}`);
  process.exit(1);
});
