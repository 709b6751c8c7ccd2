// Email section (issue 20), on PostgreSQL with the demo data: 100,000 contacts imported from a
// file's rows (`POST marketing/email/contacts/import`, a job; goal under 8 s from the request to
// the job done), and a campaign to 100,000 contacts personalised and handed to a local SMTP server
// (goal at least 1,000 a second over the job's run; the server counts each recipient once).
// `GET users/me` is the same-run baseline.
//
// BENCH_EMAIL_IMPORT: contacts imported (default 100,000); BENCH_EMAIL_SEND: letters sent (default
// 100,000, at most the contacts imported).
import { createServer } from 'node:net';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { whileAlive } from './lib/children.mjs';
import { demoServerOnPostgres } from './lib/pg-db.mjs';
import { median, round, table } from './lib/report.mjs';

const IMPORT = Number(process.env.BENCH_EMAIL_IMPORT) || 100_000;
const SEND = Math.min(IMPORT, Number(process.env.BENCH_EMAIL_SEND) || 100_000);
const IMPORT_GOAL_S = 8;
const SEND_GOAL = 1_000;

/** A local SMTP server: the protocol's replies, no auth, each recipient counted once (a second letter to one address is a duplicate). */
async function startSmtpSink() {
  const seen = new Set();
  let duplicates = 0;
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data = false;
    let to = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk;
      let at;
      while ((at = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            data = false;
            for (const r of to) { if (seen.has(r)) duplicates++; else seen.add(r); }
            to = [];
            reply('250 2.0.0 Ok');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') { reply('250-sink'); reply('250-8BITMIME'); reply('250 SMTPUTF8'); } else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') reply('250 2.1.0 Ok');
        else if (verb === 'RCPT') { to.push(/<([^>]*)>/.exec(line)?.[1] ?? ''); reply('250 2.1.5 Ok'); } else if (verb === 'DATA') { data = true; reply('354 go on'); } else if (verb === 'RSET') { to = []; reply('250 Ok'); } else if (verb === 'NOOP') reply('250 Ok');
        else if (verb === 'QUIT') { reply('221 Bye'); socket.end(); } else reply('502 5.5.2 unknown');
      }
    });
    socket.on('error', () => {});
    reply('220 sink ESMTP');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    received: () => seen.size,
    duplicates: () => duplicates,
    close: () => new Promise((resolve) => { for (const s of sockets) s.destroy(); server.close(resolve); }),
  };
}

async function waitJob(call, headers, job) {
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    job = (await call('GET', `jobs/${job.id}`, headers)).json.job;
  }
  if (job.status !== 'done') throw new Error(`job ${job.id} ended ${job.status}: ${job.message ?? ''}`);
  return job;
}

export async function run({ root, defer, log }) {
  const smtp = await startSmtpSink();
  defer(() => smtp.close());
  const server = await demoServerOnPostgres({ root, defer, log, name: 'email', title: 'Email', env: { BO_EMAIL_PROVIDER: 'smtp', BO_SMTP_URL: smtp.url } });
  if (server.skipped) return server.skipped;
  return whileAlive(server.child, () => measure({ base: server.base, smtp, log }));
}

async function measure({ base, smtp, log }) {
  const admin = await signIn(base, 'marketing@demo.mn');
  const call = caller(base, 'email');
  const meTimes = [];
  const me = async (n) => { for (let i = 0; i < n; i++) meTimes.push((await call('GET', 'users/me', admin)).ms); };
  await me(100);

  log(`email: importing ${IMPORT} contacts…`);
  const rows = Array.from({ length: IMPORT }, (_, i) => ({ email: `c${i}@bench.mn`, first_name: `Name${i}`, last_name: 'Bench', tags: i < SEND ? 'bench' : 'rest' }));
  const importStarted = performance.now();
  const { json: imported } = await call('POST', 'marketing/email/contacts/import', admin, { rows, file_name: 'bench.csv' });
  const importJob = await waitJob(call, admin, imported.job);
  const importS = round((performance.now() - importStarted) / 1000, 2);
  if (importJob.succeeded !== IMPORT) throw new Error(`${IMPORT} rows imported as ${importJob.succeeded}`);
  await me(100);

  log(`email: sending ${SEND} personalised letters to the local SMTP server…`);
  const { json: template } = await call('POST', 'marketing/email/templates', admin, {
    name: `Bench ${Date.now()}`, subject: 'Hello {{first_name}}, 20% off', preview_text: 'This weekend only', from_name: 'Shop.mn', from_email: 'news@shop.mn',
    body_html: '<h1>Hello {{first_name}} {{last_name}}</h1><p>Our sale starts now.</p><p><a href="https://www.shop.mn/sale">Shop the sale</a> · <a href="https://www.shop.mn/new">New in</a></p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
  });
  const { json: segment } = await call('POST', 'marketing/email/segments', admin, { name: `Bench ${Date.now()}`, rules: [{ field: 'tag', op: 'has', value: 'bench' }] });
  const { json: made } = await call('POST', 'marketing/email/campaigns', admin, { name: 'Bench send', template_id: template.item.id, segment_id: segment.segment.id });
  const sendStarted = performance.now();
  const { json: sending } = await call('PUT', `marketing/email/campaigns/${made.campaign.id}/schedule_send`, admin, {});
  if (sending.campaign.recipient_count !== SEND) throw new Error(`${SEND} contacts scheduled as ${sending.campaign.recipient_count}`);
  const sendJob = await waitJob(call, admin, sending.job);
  const wall = (performance.now() - sendStarted) / 1000;
  const ran = (new Date(sendJob.finished_at) - new Date(sendJob.started_at)) / 1000;
  if (smtp.received() !== SEND) throw new Error(`the SMTP server received ${smtp.received()} letters for ${SEND} recipients`);
  const perSecond = Math.round(SEND / ran);
  await me(100);

  const meP50 = median(meTimes);
  const figures = [
    { id: 'email.contacts_import', label: `email: ${IMPORT.toLocaleString('en-US')} contacts imported (request to job done), PostgreSQL`, value: importS, unit: 's', goal: { op: '<', value: IMPORT_GOAL_S } },
    { id: 'email.send_throughput', label: 'email: personalised letters handed to a local SMTP server, a second', value: perSecond, unit: '/s', goal: { op: '>=', value: SEND_GOAL } },
    msFigure('email.me_p50', 'GET users/me p50 (this section’s baseline)', meP50, meP50),
  ];
  const headline = [
    `${IMPORT.toLocaleString('en-US')} imported in ${importS} s ${importS < IMPORT_GOAL_S ? 'pass' : 'MISS'}`,
    `${SEND.toLocaleString('en-US')} letters at ${perSecond}/s ${perSecond >= SEND_GOAL ? 'pass' : 'MISS'} (${smtp.duplicates()} duplicates)`,
    `users/me p50 ${round(meP50, 2)} ms`,
  ].join(', ');
  return {
    title: 'Email on PostgreSQL: contacts imported, a campaign personalised and handed to SMTP (demo data, a local SMTP server)',
    text: `${table([
      ['figure', 'value', 'goal'],
      [`${IMPORT} contacts imported (one request, a job)`, `${importS} s`, `< ${IMPORT_GOAL_S} s`],
      [`${SEND} letters sent: the job's run`, `${round(ran, 2)} s (${perSecond}/s)`, `≥ ${SEND_GOAL}/s`],
      ['the same, request to job done (recipients fixed in the request)', `${round(wall, 2)} s`, ''],
      ['letters the SMTP server got twice', smtp.duplicates(), '0'],
      ['GET users/me p50 / p99', `${round(meP50, 2)} / ${stats(meTimes).p99} ms`, ''],
    ])}\n${headline}`,
    headline,
    data: { import: { n: IMPORT, seconds: importS }, send: { n: SEND, seconds: round(ran, 2), perSecond, duplicates: smtp.duplicates() }, me: { p50: round(meP50, 2) }, figures },
  };
}
