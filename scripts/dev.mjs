// `npm run dev`: the server from its TypeScript sources (restarting on change) on :3000 and Vite's
// dev server with hot reload on :5173, which sends /api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, BO_API_TARGET: `http://127.0.0.1:${process.env.PORT ?? 3000}` } }),
];
console.error('web console with hot reload: http://127.0.0.1:5173 (API on :%s)', process.env.PORT ?? 3000);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
