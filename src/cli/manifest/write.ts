// Build step (`npm run build`): writes dist/cli/manifest.json from the catalogue, so the CLI's
// start-up reads JSON instead of loading zod and every schema.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../../shared/commands/index.js';
import { deriveManifest } from './derive.js';

const target = fileURLToPath(new URL('../manifest.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(deriveManifest(catalogue))}\n`);
