#!/usr/bin/env node
/**
 * `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload,
 * side by side. Open http://localhost:5173; Vite forwards /v1 and /app to the API on :3000.
 */
import { spawn } from 'node:child_process';

const processes = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of processes) child.on('exit', stop);
