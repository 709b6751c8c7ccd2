import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, commandPath, pathParams, sendsBody, type AnyCommand } from '../../src/shared/commands/index.js';
import { create } from '../../src/shared/commands/users.js';
import { handlers } from '../../src/server/areas/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let nobodyToken: string;
let merchantToken: string;

beforeAll(async () => {
  server = await startServer();
  const { api } = await server.login('admin@demo.mn');
  await api.call(create, { email: 'nobody@demo.mn', password: 'nobody-pass-1', roles: [] });
  nobodyToken = (await server.client().call((await import('../../src/shared/commands/auth.js')).login, { username: 'nobody@demo.mn', password: 'nobody-pass-1' })).token;
  merchantToken = (await server.login('merchant@demo.mn')).token;
});
afterAll(async () => { await server?.close(); });

/** The request of a command with placeholder path params and no input: the guard answers before validation. */
function call(command: AnyCommand, token: string | null, query = '') {
  const path = commandPath(command).replace(/:([A-Za-z_]+)/g, '1');
  return server.fetch(`${path}${query}`, {
    method: command.http.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(sendsBody(command.http.method) ? { 'content-type': 'application/json' } : {}) },
    body: sendsBody(command.http.method) ? '{}' : undefined,
  });
}

const guarded = catalogue.filter((c) => !c.public);

describe('the catalogue', () => {
  it('every command has exactly one handler, and every handler a command', () => {
    const ids = handlers.map((h) => h.command.id).sort();
    expect(ids).toEqual(catalogue.map((c) => c.id).sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every command has a CLI verb, a title, and path params its input declares', () => {
    const verbs = new Set<string>();
    for (const c of catalogue) {
      expect(c.cli.verb.length, c.id).toBeGreaterThan(0);
      const verb = c.cli.verb.join(' ');
      expect(verbs.has(verb), `${c.id}: CLI verb ${verb} twice`).toBe(false);
      verbs.add(verb);
      expect(c.ui.title, c.id).toMatch(/^commands\./);
      const shape = (c.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      for (const p of pathParams(c.http.path)) expect(shape, `${c.id} path param ${p}`).toHaveProperty(p);
    }
  });

  it('no two commands share a method and path', () => {
    const routes = catalogue.map((c) => `${c.http.method} ${c.http.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(guarded.map((c) => [c.id, c] as const))('%s: no token gets 401', async (_id, command) => {
    const res = await call(command, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it.each(guarded.filter((c) => c.roles !== true).map((c) => [c.id, c] as const))(
    '%s: a signed-in user with none of its roles gets 403',
    async (_id, command) => {
      const res = await call(command, nobodyToken);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    },
  );

  it.each(guarded.map((c) => [c.id, c] as const))('%s: a stranger\'s vendor_id gets 403', async (_id, command) => {
    // merchant@demo.mn belongs to vendor 1 only
    const res = await call(command, merchantToken, '?vendor_id=2');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('openapi.json describes every command', async () => {
    const doc = (await (await server.fetch('/api/bo/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.sort()).toEqual(catalogue.map((c) => c.id).sort());
  });
});
