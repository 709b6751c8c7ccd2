// After `vite build`: writes .gz and .br beside every text asset, so the server sends them
// precompressed (@fastify/static preCompressed) and never compresses on the request path.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../dist/web', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json)$/;

function walk(d) {
  for (const entry of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (TEXT.test(entry.name)) {
      const data = readFileSync(p);
      writeFileSync(`${p}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${p}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(dir);
