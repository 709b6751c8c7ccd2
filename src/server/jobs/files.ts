import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Config } from '../config.js';
import { dataFolder } from '../data-folder.js';

/** A result's file name as stored: no folder, no control characters. */
export const safeResultName = (name: string): string => basename(name).replace(/[\u0000-\u001f\u007f/\\]/g, '').slice(0, 120) || 'result';

/** Where job `id`'s result lives: `<data folder>/jobs/<id>/<name>`, beside the images. */
export const resultPath = (config: Config, id: number, name: string): string => join(dataFolder(config, 'jobs'), String(id), safeResultName(name));

/** Written before the job is marked done: a job that dies between the two writes it again when resumed. */
export async function writeResult(config: Config, id: number, name: string, content: string | Buffer): Promise<string> {
  const path = resultPath(config, id, name);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
  return safeResultName(name);
}
