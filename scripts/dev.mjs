// `pnpm dev`: the operation-service (restarting on change) and the console's Vite server (hot
// reload, forwarding /api, /oauth and /sso to the service) together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', 'operation-service', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', 'console', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
