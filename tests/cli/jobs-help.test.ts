import { afterAll, describe, expect, it } from 'vitest';
import { makeBo } from './helpers.js';

// no server needed: help is read from the manifest, and names the address bo talks to
const bo = makeBo('http://127.0.0.1:3999');
afterAll(() => bo.cleanup());

describe('bo <verb> --help names the screen the operation lives on', () => {
  it('the console screen at the address bo talks to, its parameters as the command\'s flags', async () => {
    const approve = await bo.run(['orders', 'approve', '--help']);
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain('In the web console: Orders › Order, http://127.0.0.1:3999/orders/<number>\n');
    expect((await bo.run(['products', 'import', '--help'])).stdout).toContain('In the web console: Products › Mass import, http://127.0.0.1:3999/products/mass\n');
    expect((await bo.run(['jobs', 'resume', '--help'])).stdout).toContain('http://127.0.0.1:3999/jobs/<id>\n');
    // the views made of several commands too
    expect((await bo.run(['jobs', 'watch', '--help'])).stdout).toContain('http://127.0.0.1:3999/jobs/<id>\n');
    expect((await bo.run(['products', 'show', '--help'])).stdout).toContain('http://127.0.0.1:3999/products/all/<id>\n');
  });

  it('in the reader\'s language', async () => {
    const mn = await bo.run(['orders', 'list', '--help'], { env: { BO_LOCALE: 'mn' } });
    expect(mn.stdout).toMatch(/Вэб консолд: Захиалга › [^,]+, http:\/\/127\.0\.0\.1:3999\/orders\/list\n/);
  });
});
