import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand } from '../../src/shared/commands/define.js';
import { createClient } from '../../src/shared/api/client.js';
import { defineHandlers } from '../../src/server/commands/handler.js';
import { registerCommand } from '../../src/server/commands/register.js';
import { installErrorHandlers } from '../../src/server/http-errors.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

// No catalogue entry asks for a typed word yet (order cancelling will); this one exercises the
// plumbing exactly as a catalogue entry would, on the real database and sessions.
const wipe = defineCommand({
  id: 'test.wipe', area: 'system', kind: 'mutation', roles: ['admin'], confirm: 'cancel', danger: true,
  http: { method: 'POST', path: 'test/wipe' },
  input: z.object({ note: z.string().optional() }),
  output: z.object({ wiped: z.literal(true) }),
  ui: { title: 'commands.user.me' },
  cli: { verb: ['test', 'wipe'] },
});

let server: TestServer;
let url: string;
const fastify = Fastify({ logger: false });

beforeAll(async () => {
  server = await startServer();
  installErrorHandlers(fastify);
  for (const bound of defineHandlers({ wipe }, { wipe: async () => ({ wiped: true as const }) })) {
    registerCommand(fastify, server.app.services, bound);
  }
  await fastify.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(fastify.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await fastify.close();
  await server?.close();
});

describe('typed-word confirmation', () => {
  it('refuses without the word or with another, runs with it', async () => {
    const { token } = await server.login('admin@demo.mn');
    const api = createClient({ baseURL: url, token });
    expect(await expectApiError(api.call(wipe, {}))).toMatchObject({ status: 400, code: 'confirmation_required' });
    expect(await expectApiError(api.call(wipe, {}, { confirm: 'yes' }))).toMatchObject({ status: 400, code: 'confirmation_required' });
    await expect(api.call(wipe, {}, { confirm: 'cancel' })).resolves.toEqual({ wiped: true });
  });

  it('checks the role before the word', async () => {
    const { token } = await server.login('users@demo.mn');
    const api = createClient({ baseURL: url, token });
    expect(await expectApiError(api.call(wipe, {}, { confirm: 'cancel' }))).toMatchObject({ status: 403 });
  });
});
