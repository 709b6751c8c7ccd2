import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { smsCampaignSchema, smsPreviewSchema } from '../../../shared/commands/marketing/sms.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import type { Ctx } from '../../context.js';
import { CliError, EXIT } from '../../exit.js';
import { t } from '../../i18n.js';
import { specOf } from '../../manifest/load.js';
import { ensureAllowed } from '../../run/entry.js';
import { clientFor, fromApiError } from '../../session.js';
import { canAsk, confirm } from '../../tty.js';
import { readBatchFile } from '../../batch/read.js';
import { progress } from '../../batch/progress.js';

const POLL_MS = 300;

type Preview = z.infer<typeof smsPreviewSchema>;
type Campaign = z.infer<typeof smsCampaignSchema>;

const PHONE_COLUMNS = ['phone', 'phones', 'mobile', 'utas', 'утас', 'number', 'to'];

/** The phones of a CSV/XLSX: the column named like a phone, else the first; a header that is itself a phone counts. */
export async function phonesOfFile(path: string): Promise<string[]> {
  const file = await readBatchFile(path, undefined);
  const column = file.columns.find((c) => PHONE_COLUMNS.includes(c.trim().toLowerCase())) ?? file.columns[0];
  if (!column) return [];
  const phones = file.rows.map((r) => String(r.values[column] ?? '').trim()).filter(Boolean);
  // a file of bare numbers has no header: its first line is a phone too
  if (/^\+?[\d\s-]{8,16}$/.test(column.trim())) phones.unshift(column.trim());
  return phones;
}

function readText(opts: Record<string, unknown>): string {
  if (typeof opts.text === 'string') return opts.text;
  if (typeof opts.textFile !== 'string') throw new CliError(t('sms.no_text'), EXIT.usage);
  try {
    return readFileSync(opts.textFile, 'utf8').replace(/\r\n/g, '\n').trim();
  } catch (e) {
    throw new CliError(`cannot read ${opts.textFile}: ${(e as Error).message}`, EXIT.usage);
  }
}

/** `2026-12-01T10:00` is Ulaanbaatar's time (UTC+8, no daylight saving); an offset or Z is kept. */
export function sendTime(at: string): string {
  const trimmed = at.trim();
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) ? trimmed : `${trimmed.length === 16 ? `${trimmed}:00` : trimmed}+08:00`;
  const when = new Date(withZone);
  if (Number.isNaN(when.getTime())) throw new CliError(t('sms.bad_at', { at }), EXIT.usage);
  return when.toISOString();
}

function describe(p: Preview): string {
  const lines = [
    t('sms.summary', { recipients: p.recipients, parts: p.parts, characters: p.characters, cost: formatMoney(p.cost) }),
  ];
  if (p.invalid.length) lines.push(t('sms.invalid', { n: p.invalid.length, list: p.invalid.slice(0, 10).join(', ') }));
  if (p.duplicates.length) lines.push(t('sms.duplicates', { n: p.duplicates.length }));
  if (p.opted_out.length) lines.push(t('sms.opted_out', { n: p.opted_out.length }));
  if (!p.latin) lines.push(t('sms.not_latin', { chars: p.non_gsm.join(' ') }));
  return `${lines.join('\n')}\n`;
}

export async function sendSms(ctx: Ctx, opts: Record<string, unknown>): Promise<void> {
  const entry = (id: string) => {
    const c = ctx.manifest.commands.find((m) => m.id === id);
    if (!c) throw new CliError(`command ${id} is not in the catalogue: rebuild (npm run build)`, EXIT.failed);
    return c;
  };
  const [previewEntry, createEntry, getEntry] = [entry('sms.preview'), entry('sms.create'), entry('sms.get')];
  await ensureAllowed(ctx, createEntry);
  const phones: string[] = [];
  if (typeof opts.toFile === 'string') phones.push(...(await phonesOfFile(opts.toFile)));
  if (typeof opts.to === 'string') phones.push(opts.to);
  if (!phones.length) throw new CliError(t('sms.no_recipients'), EXIT.usage);
  const text = readText(opts);
  const at = typeof opts.at === 'string' ? sendTime(opts.at) : undefined;
  const transliterate = Boolean(opts.transliterate);
  const audience = { phones };
  const key = typeof opts.key === 'string' ? opts.key
    : `bo-sms-${createHash('sha256').update(JSON.stringify([phones, text, transliterate, at ?? null, opts.name ?? null])).digest('hex').slice(0, 40)}`;

  const client = await clientFor(ctx.session);
  const call = async <T>(id: string, input: unknown): Promise<T> => {
    const c = entry(id);
    try {
      return await client.call(await specOf(c), input as never) as T;
    } catch (e) {
      throw fromApiError(e, c);
    }
  };
  const preview = await call<Preview>(previewEntry.id, { text, transliterate, audience });
  process.stderr.write(describe(preview));
  if (opts.dryRun) {
    process.stdout.write(`${JSON.stringify(preview, null, 2)}\n`);
    return;
  }
  if (!opts.yes) {
    if (!canAsk()) throw new CliError(t('errors.needs_yes', { verb: 'sms send' }), EXIT.usage);
    if (!(await confirm(t('sms.confirm', { recipients: preview.recipients, cost: formatMoney(preview.cost) })))) throw new CliError(t('errors.not_run'), EXIT.failed);
  }
  const made = await call<{ campaign: Campaign; created: boolean; job: { id: number } | null }>(createEntry.id, {
    text, transliterate, audience, key, ...(at ? { send_at: at } : {}), ...(typeof opts.name === 'string' ? { name: opts.name } : {}),
  });
  if (!made.created) process.stderr.write(`${t('sms.again', { id: made.campaign.id, state: made.campaign.state })}\n`);
  let campaign = made.campaign;
  if (campaign.state === 'scheduled') {
    process.stderr.write(`${t('sms.scheduled', { id: campaign.id, at: campaign.send_at ?? '' })}\n`);
  } else if (opts.wait !== false) {
    // the campaign's counts move with each batch the sender records: a bar on a terminal, a line now and then otherwise
    const bar = progress(campaign.recipients, { tty: Boolean(process.stderr.isTTY), finalLine: true });
    while (campaign.state === 'queued' || campaign.state === 'sending') {
      bar.update(campaign.sent + campaign.failed, campaign.failed);
      await new Promise((r) => setTimeout(r, POLL_MS));
      campaign = (await call<{ campaign: Campaign }>(getEntry.id, { id: campaign.id })).campaign;
    }
    bar.update(campaign.sent + campaign.failed, campaign.failed);
    bar.end();
  }
  if (opts.json) process.stdout.write(`${JSON.stringify(campaign, null, 2)}\n`);
  else process.stdout.write(`${t('sms.result', { id: campaign.id, state: campaign.state, sent: campaign.sent, failed: campaign.failed, queued: campaign.queued, recipients: campaign.recipients })}\n`);
  process.exitCode = campaign.failed ? EXIT.partial : campaign.state === 'cancelled' ? EXIT.failed : EXIT.ok;
}
