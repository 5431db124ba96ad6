/**
 * Development: the API (restarting on change with tsx watch) on :8080 and Vite's dev server
 * with hot reload on :5173, which proxies /api to the API.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/cli.ts', 'start'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', cwd: 'apps/web' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
