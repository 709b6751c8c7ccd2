import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { cancel, get as getJob, list as listJobs, resume } from '../../src/shared/commands/jobs/index.js';
import { importStart } from '../../src/shared/commands/products/import.js';
import { reindexAll } from '../../src/shared/commands/products/search-index.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import type { ImportRow } from '../../src/shared/schema/import.js';
import type { Job } from '../../src/shared/schema/jobs.js';
import { LiveSocket } from '../helpers/live-socket.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';
import { rowsOf } from '../../src/server/db/rows.js';

let server: TestServer;
let editor: { api: ApiClient; token: string };
let merchant: { api: ApiClient; token: string };
let approver: ApiClient;
let viewer: ApiClient;
/** Edits products without approving them: sees his own imports only. */
let plain: ApiClient;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  server = await startServer();
  editor = await server.login('product@demo.mn');
  merchant = await server.login('merchant@demo.mn');
  approver = (await server.login('admin@demo.mn')).api;
  viewer = (await server.login('catalog@demo.mn')).api;
  await approver.call(createUser, { email: 'plain-editor@demo.mn', password: 'plain-pass-123', roles: ['product'] });
  const { token } = await server.client().call((await import('../../src/shared/commands/auth.js')).login, { username: 'plain-editor@demo.mn', password: 'plain-pass-123' });
  plain = server.client({ token });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
});

const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await server.app.services.database.db.execute(q));

async function waitFor(api: ApiClient, id: number, until: (job: Job) => boolean): Promise<Job> {
  for (;;) {
    const { job } = await api.call(getJob, { id });
    if (until(job) || !['queued', 'running'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const importRows = (prefix: string, n: number): ImportRow[] =>
  Array.from({ length: n }, (_, i) => ({ sku: `${prefix}-${i + 1}`, name_en: `${prefix} ${i + 1}`, vendor_id: 1, price: 100 * (i + 1) }));

describe('cancel and resume', () => {
  it('a cancelled import stops after its chunk and goes on from there when resumed: every row applied once', async () => {
    const live = await LiveSocket.open(server.url, editor.token);
    sockets.push(live);
    // four chunks of 50: enough to stop midway, few enough to finish soon
    const rows = importRows('CAN', 200);
    const { job } = await editor.api.call(importStart, { rows, file_name: 'cancel.csv' });
    const moving = await waitFor(editor.api, job.id, (j) => j.processed >= 50);
    expect(moving.status).toBe('running');

    const { job: cancelled } = await editor.api.call(cancel, { id: job.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', resumable: true });
    // what the committed chunks applied stays, and no chunk commits after the cancel
    const stopped = await waitFor(editor.api, job.id, () => true);
    const made = async () => Number((await query<{ n: number | string }>(sql`select count(*) as n from products where sku like 'CAN-%'`))[0]!.n);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.processed % 50).toBe(0);
    expect(stopped.processed).toBeLessThan(200);
    expect(await made()).toBe(stopped.processed);
    // the socket told its author, in order, up to the cancel
    const told = await live.next((e) => e.type === 'job' && e.job?.id === job.id && e.job.status === 'cancelled');
    expect(told.job).toMatchObject({ processed: stopped.processed, resumable: true });

    // a finished job cannot be cancelled; a stopped one cannot be stopped again
    expect((await expectApiError(editor.api.call(cancel, { id: job.id }))).status).toBe(409);

    const { job: resumed } = await editor.api.call(resume, { id: job.id });
    expect(resumed).toMatchObject({ status: 'queued', processed: stopped.processed, resumable: false });
    expect((await expectApiError(editor.api.call(resume, { id: job.id }))).status).toBe(409);
    const done = await waitFor(editor.api, job.id, () => false);
    expect(done).toMatchObject({ status: 'done', total: 200, processed: 200, succeeded: 200, failed: 0, resumable: false });
    expect(await made()).toBe(200);
    // each product made once: one create in its history, nothing after
    const history = await query<{ action: string; n: number | string }>(sql`
      select a.action, count(*) as n from product_audits a join products p on p.id = a.product_id where p.sku like 'CAN-%' group by a.action`);
    expect(history.map((h) => [h.action, Number(h.n)])).toEqual([['create', 200]]);
    await live.next((e) => e.type === 'job' && e.job?.id === job.id && e.job.status === 'done');
    // the runs are one job: one audit entry of its end, and the cancel and resume of who asked
    const audits = await query<{ command_id: string }>(sql`select command_id from audit_log where target = ${`job:${job.id}`} order by id`);
    expect(audits.map((a) => a.command_id)).toEqual(['product.import_start', 'jobs.cancel', 'jobs.resume', 'product.import_job']);
  }, 180_000);

  it('a job is seen and stopped by its author and its kind\'s overseers; watchers may look, not stop', async () => {
    const { job } = await merchant.api.call(importStart, { rows: importRows('MINE', 200), file_name: 'mine.csv' });
    // product admins oversee imports: one stops the merchant's while it runs
    await waitFor(merchant.api, job.id, (j) => j.processed >= 50);
    const { job: stopped } = await editor.api.call(cancel, { id: job.id });
    expect(stopped.status).toBe('cancelled');
    // an editor without approval rights sees his own imports only: another's does not exist for him
    expect((await expectApiError(plain.call(getJob, { id: job.id }))).status).toBe(404);
    expect((await plain.call(listJobs, { per_page: 100 })).items.some((j) => j.id === job.id)).toBe(false);
    expect((await expectApiError(plain.call(resume, { id: job.id }))).status).toBe(404);
    // the overseer sees it in "all", not in "mine"
    expect((await editor.api.call(listJobs, { kind: 'product_import', per_page: 100 })).items.some((j) => j.id === job.id)).toBe(true);
    expect((await editor.api.call(listJobs, { mine: true, per_page: 100 })).items.some((j) => j.id === job.id)).toBe(false);
    // and the author goes on with it
    await merchant.api.call(resume, { id: job.id });
    expect((await waitFor(merchant.api, job.id, () => false)).status).toBe('done');

    // a reindex is watched by the catalogue's viewers, stopped only by who may run one
    const { job: reindex } = await approver.call(reindexAll, {});
    expect((await viewer.call(getJob, { id: reindex.id })).job.kind).toBe('search_reindex');
    expect((await expectApiError(viewer.call(cancel, { id: reindex.id }))).status).toBe(403);
    await waitFor(approver, reindex.id, () => false);
  }, 180_000);

  it('lists the caller\'s jobs by kind, status and activity; a job nobody may see is not found', async () => {
    const { job } = await plain.call(importStart, { rows: importRows('PLAIN', 3) });
    await waitFor(plain, job.id, () => false);
    // his own import, and the reindex his role watches; nobody else's import
    const seen = await plain.call(listJobs, { per_page: 100 });
    expect(seen.items.filter((j) => j.kind === 'product_import').map((j) => j.user_email)).toEqual(['plain-editor@demo.mn']);
    expect(seen.items.some((j) => j.kind === 'search_reindex')).toBe(true);
    expect((await plain.call(listJobs, { mine: true })).items.map((j) => j.id)).toEqual([job.id]);
    expect((await plain.call(listJobs, { status: 'done', per_page: 100 })).items.every((j) => j.status === 'done')).toBe(true);
    expect((await plain.call(listJobs, { active: false, per_page: 100 })).total).toBe(seen.total);
    expect((await plain.call(listJobs, { active: true })).total).toBe(0);
    expect((await editor.api.call(listJobs, { kind: 'search_reindex' })).items.every((j) => j.kind === 'search_reindex')).toBe(true);
    expect((await expectApiError(plain.call(getJob, { id: 999_999 }))).status).toBe(404);
  });
});
