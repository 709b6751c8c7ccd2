import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/shared/csv.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { ANSI, makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
});
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

describe('bo: sign-in, profiles and who am I', () => {
  it('--help and --version work signed out, help lists the catalogue', async () => {
    const help = await bo.run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('users');
    expect(help.stdout).toContain('login');
    expect((await bo.run(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const codes = await bo.run(['help', 'exit-codes']);
    expect(codes.stdout).toContain('130');
  });

  it('a command before sign-in exits 3', async () => {
    const r = await bo.run(['users', 'list']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('bo login');
  });

  it('a wrong password exits 3, a missing --username without a terminal exits 2', async () => {
    expect((await bo.run(['login', '--username', 'admin@demo.mn', '--password-stdin'], { input: 'nope\n' })).code).toBe(3);
    expect((await bo.run(['login', '--password-stdin'], { input: 'x\n' })).code).toBe(2);
  });

  it('login saves the session in a 0600 file; whoami answers JSON with roles, website and vendor', async () => {
    const r = await bo.login('admin@demo.mn');
    expect(r.code).toBe(0);
    const file = join(bo.dir, 'config', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const who = await bo.run(['whoami', '--json']);
    expect(who.code).toBe(0);
    const info = JSON.parse(who.stdout) as { email: string; roles: string[]; website: unknown; vendor: unknown; profile: string };
    expect(info).toMatchObject({ email: 'admin@demo.mn', roles: ['admin'], website: null, vendor: null, profile: 'default' });
  });

  it('use website and vendor are remembered and sent with every call', async () => {
    expect((await bo.run(['use', 'website', 'sashka'])).code).toBe(0);
    expect((await bo.run(['use', 'vendor', '2'])).code).toBe(0);
    const info = JSON.parse((await bo.run(['whoami', '--json'])).stdout) as { website: { index: string }; vendor: { id: number } };
    expect(info.website.index).toBe('sashka');
    expect(info.vendor.id).toBe(2);
    expect((await bo.run(['use', 'website', 'nowhere'])).code).toBe(5);
    expect((await bo.run(['use', 'vendor', 'all'])).code).toBe(0);
    expect((await bo.run(['use', 'website', 'none'])).code).toBe(0);
  });

  it('profiles keep several sign-ins apart; BO_PROFILE picks one', async () => {
    expect((await bo.login('merchant@demo.mn', { profile: 'shop' })).code).toBe(0);
    const merchant = JSON.parse((await bo.run(['whoami', '--json'], { env: { BO_PROFILE: 'shop' } })).stdout) as { email: string };
    expect(merchant.email).toBe('merchant@demo.mn');
    const admin = JSON.parse((await bo.run(['whoami', '--json'])).stdout) as { email: string };
    expect(admin.email).toBe('admin@demo.mn');
  });

  it('BO_TOKEN is used and never written to disk', async () => {
    const { token } = await server.login('users@demo.mn');
    const before = readFileSync(join(bo.dir, 'config', 'config.json'), 'utf8');
    const r = await bo.run(['whoami', '--json'], { env: { BO_TOKEN: token } });
    expect(JSON.parse(r.stdout)).toMatchObject({ email: 'users@demo.mn' });
    const after = readFileSync(join(bo.dir, 'config', 'config.json'), 'utf8');
    expect(after).toBe(before);
    expect(after).not.toContain(token);
  });

  it('help hides what the roles cannot run; --all shows it; calling it exits 4', async () => {
    const env = { BO_PROFILE: 'shop' };
    const help = await bo.run(['users', '--help'], { env });
    expect(help.stdout).not.toMatch(/^\s+search\b/m);
    expect(help.stdout).toMatch(/^\s+me\b/m);
    const all = await bo.run(['users', '--help', '--all'], { env });
    expect(all.stdout).toMatch(/^\s+search\b/m);
    const refused = await bo.run(['users', 'search', 'customer'], { env });
    expect(refused.code).toBe(4);
    // the server refuses too when bo cannot know the roles (a token from the environment)
    const { token } = await server.login('merchant@demo.mn');
    expect((await bo.run(['users', 'search', 'customer'], { env: { BO_TOKEN: token } })).code).toBe(4);
  });

  it('logout forgets the token; the profile then exits 3', async () => {
    const env = { BO_PROFILE: 'shop' };
    expect((await bo.run(['logout'], { env })).code).toBe(0);
    expect(readFileSync(join(bo.dir, 'config', 'config.json'), 'utf8')).toContain('admin@demo.mn');
    expect((await bo.run(['whoami'], { env })).code).toBe(3);
  });
});

describe('bo: output formats and exit codes', () => {
  it('--json parses, with a field selection', async () => {
    const r = await bo.run(['users', 'list', '--email-cont', 'customer', '--per-page', '5', '--json']);
    const page = JSON.parse(r.stdout) as { items: { email: string }[]; total: number };
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(40);
    const picked = JSON.parse((await bo.run(['users', 'list', '--per-page', '3', '--json', 'id,email'])).stdout) as object[];
    expect(picked).toHaveLength(3);
    for (const row of picked) expect(Object.keys(row)).toEqual(['id', 'email']);
  });

  it('--ndjson is one object a line; --csv round-trips to the JSON answer', async () => {
    const args = ['users', 'list', '--sort', 'id asc', '--per-page', '20'];
    const json = JSON.parse((await bo.run([...args, '--json'])).stdout) as { items: Record<string, unknown>[] };
    const nd = (await bo.run([...args, '--ndjson'])).stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(nd).toEqual(json.items);
    const [header, ...rows] = parseCsv((await bo.run([...args, '--csv'])).stdout);
    expect(rows).toHaveLength(20);
    rows.forEach((cells, i) => {
      const item = json.items[i]!;
      header!.forEach((col, j) => {
        const v = item[col];
        const text = v === null ? '' : Array.isArray(v) ? v.join(',') : String(v);
        expect(cells[j]).toBe(text);
      });
    });
  });

  it('piped output is tab-separated, without a header or escape codes', async () => {
    const r = await bo.run(['users', 'list', '--per-page', '3', '--sort', 'id asc'], { env: { FORCE_COLOR: '1' } });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(ANSI);
    expect(r.stderr).not.toMatch(ANSI);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split('\t')[1]).toBe('admin@demo.mn');
  });

  it('positionals, not found (5), validation (2), unknown flag (2)', async () => {
    const show = await bo.run(['users', 'show', '1', '--json', 'email']);
    expect(JSON.parse(show.stdout)).toEqual({ email: 'admin@demo.mn' });
    expect((await bo.run(['users', 'show', '999999'])).code).toBe(5);
    const bad = await bo.run(['users', 'create', '--email', 'not-an-email']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--email');
    expect((await bo.run(['users', 'list', '--no-such-flag'])).code).toBe(2);
    expect((await bo.run(['users', 'create', '--email', 'admin@demo.mn'])).code).toBe(1);
  });

  it('a mutation from flags: lists and enums coerced', async () => {
    const r = await bo.run(['users', 'create', '--email', 'flags@example.mn', '--roles', 'customer,driver', '--locale', 'mn', '--json']);
    expect(r.code).toBe(0);
    const { user } = JSON.parse(r.stdout) as { user: { roles: string[]; locale: string } };
    expect(user.roles.sort()).toEqual(['customer', 'driver']);
    expect(user.locale).toBe('mn');
  });

  it('bo api calls any path; bo commands lists entries with roles; completion comes from the catalogue', async () => {
    const api = await bo.run(['api', 'GET', 'users/list', '-q', 'per_page=2']);
    expect((JSON.parse(api.stdout) as { items: unknown[] }).items).toHaveLength(2);
    const post = await bo.run(['api', 'POST', 'users/search', '--data', '-'], { input: '{"query":"admin@demo.mn"}' });
    expect((JSON.parse(post.stdout) as { items: { email: string }[] }).items[0]!.email).toBe('admin@demo.mn');
    expect((await bo.run(['api', 'GET', 'nowhere'])).code).toBe(5);
    const cmds = JSON.parse((await bo.run(['commands', '--json'])).stdout) as { items: { id: string; roles: string }[] };
    expect(cmds.items.find((c) => c.id === 'user.search')?.roles).toBe('admin,users');
    const bash = await bo.run(['completion', 'bash']);
    expect(bash.stdout).toContain("'users list'");
    expect(bash.stdout).toContain('--email-cont');
    expect((await bo.run(['completion', 'fish'])).stdout).toContain('complete -c bo');
    expect((await bo.run(['completion', 'tcsh'])).code).toBe(2);
  });
});
