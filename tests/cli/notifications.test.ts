import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevicesSync } from '../../src/shared/commands/marketing/push.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { startFakeOneSignal, type FakeOneSignal } from '../helpers/fake-onesignal.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let fake: FakeOneSignal;
let server: TestServer;
let bo: Bo;

beforeAll(async () => {
  fake = await startFakeOneSignal();
  server = await startServer({ push: { url: fake.url, appId: fake.appId, key: fake.key } });
  bo = makeBo(server.url);
  expect((await bo.login('marketing@demo.mn')).code).toBe(0);
}, 180_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
  await fake?.close();
});

describe('bo notifications', () => {
  it('the same settings and list as /profile and the bell', async () => {
    const set = await bo.run(['notifications', 'settings-update', '--events-job-finished', 'list', '--json']);
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout).settings.events).toMatchObject({ job_finished: 'list', order_new: 'push' });
    const { api } = await server.login('marketing@demo.mn');
    const { job } = await api.call(pushDevicesSync, {});
    await expect.poll(async () => (await api.call(getJob, { id: job.id })).job.status).toBe('done');
    await expect.poll(async () => JSON.parse((await bo.run(['notifications', 'list', '--json'])).stdout).unread).toBe(1);
    const listed = JSON.parse((await bo.run(['notifications', 'list', '--json'])).stdout);
    expect(listed.items[0]).toMatchObject({ event: 'job_finished', link: `/jobs/${job.id}` });
    expect((await bo.run(['notifications', 'read', String(listed.items[0].id)])).code).toBe(0);
    expect(JSON.parse((await bo.run(['notifications', 'list', '--unread', '--json'])).stdout).items).toEqual([]);
    expect(JSON.parse((await bo.run(['notifications', 'read', '--every', '--json'])).stdout)).toEqual({ read: 0, unread: 0 });
  }, 60_000);
});
