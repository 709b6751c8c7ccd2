import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeBo } from './helpers.js';

// no server: help works signed out
const bo = makeBo('http://127.0.0.1:9');
afterAll(() => bo.cleanup());
const kept = () => join(bo.dir, 'config', 'cache', 'help');

describe('bo --help from its kept copy', () => {
  it('the second help is the copy of the first; another group or address is another copy; an error is never kept', async () => {
    const first = await bo.run(['--help']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Usage: bo');
    const [file] = readdirSync(kept());
    expect(readdirSync(kept())).toHaveLength(1);
    // what the next run prints is the copy: changed here, it shows
    writeFileSync(join(kept(), file!), `${first.stdout}kept\n`);
    const second = await bo.run(['--help']);
    expect(second.stdout).toBe(`${first.stdout}kept\n`);
    // a group's help and another environment are not the same answer
    expect((await bo.run(['orders', '--help'])).stdout).toContain('Usage: bo orders');
    expect((await bo.run(['--help'], { env: { BO_API_URL: 'http://127.0.0.1:8' } })).stdout).not.toContain('kept');
    // an error is never kept
    const bad = await bo.run(['help', 'no-such-verb']);
    expect(bad.code).toBe(2);
    expect(readdirSync(kept())).toHaveLength(3);
  });
});
