import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web console: built into dist/web and served by the server (`npm start`); `npm run dev:web`
// serves it with hot reload and sends the API to the server at BO_API_TARGET (default :3000).
const apiTarget = process.env.BO_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api/bo/live': { target: apiTarget, ws: true }, '/api': apiTarget, '/healthz': apiTarget },
  },
});
