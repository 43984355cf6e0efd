// `npm run dev`: the API with reload on 3000 and Vite's dev server on 5173 (which forwards /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@bmp/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@bmp/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
