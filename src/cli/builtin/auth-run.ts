import { commandPath } from '../../shared/commands/define.js';
import type { Me } from '../../shared/schema/user.js';
import { DEFAULT_URL, saveProfile, type Profile } from '../config/store.js';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { outputOptions } from '../run/entry.js';
import { refreshUser } from '../run/me.js';
import { clientFor, fromApiError, snapshotOf } from '../session.js';
import { ask, canAsk, readStdin } from '../tty.js';

const pathOf = (ctx: Ctx, id: string, fallback: string) => commandPath(ctx.manifest.commands.find((c) => c.id === id) ?? { http: { path: fallback } });

export async function login(ctx: Ctx, opts: { url?: string; username?: string; passwordStdin?: boolean }): Promise<void> {
  const s = ctx.session;
  let url = opts.url || process.env.BO_API_URL || s.stored.url;
  if (!url) url = canAsk() ? (await ask(`Server URL [${DEFAULT_URL}]: `)).trim() || DEFAULT_URL : DEFAULT_URL;
  if (!/^https?:\/\/[^/]+/.test(url)) throw new CliError(`the server URL must start with http:// or https://, got ${url}`, EXIT.usage);
  url = url.replace(/\/+$/, '');
  let username = opts.username;
  if (!username) {
    if (!canAsk()) throw new CliError('add --username (no terminal to ask on)', EXIT.usage);
    username = (await ask('Username (email): ')).trim();
  }
  let password: string;
  if (opts.passwordStdin) password = (await readStdin()).replace(/\r?\n$/, '');
  else if (canAsk()) password = await ask('Password: ', { hidden: true });
  else throw new CliError('add --password-stdin to give the password without a terminal', EXIT.usage);
  if (!username || !password) throw new CliError('a username and a password are needed', EXIT.usage);

  const client = await clientFor({ ...s, url, token: undefined }, { auth: false });
  let answer: { token: string; user: Me };
  try {
    answer = await client.request('POST', pathOf(ctx, 'auth.login', 'auth/login'), { body: { username, password } });
  } catch (e) {
    throw fromApiError(e);
  }
  const sameUser = s.stored.user?.email === answer.user.email && s.stored.url === url;
  const profile: Profile = {
    url, token: answer.token, user: snapshotOf(answer.user),
    // the website and vendor chosen earlier stay only for the same user on the same server
    website: sameUser ? s.stored.website ?? null : null,
    vendor: sameUser ? s.stored.vendor ?? null : null,
  };
  await saveProfile(s.profile, profile);
  process.stderr.write(`Signed in to ${url} as ${answer.user.email} (profile ${s.profile})\n`);
  if (s.tokenFromEnv) process.stderr.write('Note: BO_TOKEN is set and overrides the saved sign-in.\n');
}

export async function logout(ctx: Ctx): Promise<void> {
  const s = ctx.session;
  if (!s.stored.token) {
    if (s.tokenFromEnv) throw new CliError('signed in through BO_TOKEN: unset it to sign out', EXIT.usage);
    process.stderr.write(`Not signed in (profile ${s.profile})\n`);
    return;
  }
  const client = await clientFor({ ...s, token: s.stored.token });
  try {
    await client.request('POST', pathOf(ctx, 'auth.logout', 'auth/logout'), { body: {} });
  } catch (e) {
    // an expired session is signed out already; anything else is worth saying but not fatal
    const status = (e as { status?: number }).status;
    if (status !== 401) process.stderr.write(`The server did not confirm the sign-out (${fromApiError(e).message}); forgetting the token anyway.\n`);
  }
  const { token: _t, user: _u, ...rest } = s.stored;
  await saveProfile(s.profile, rest);
  process.stderr.write(`Signed out (profile ${s.profile})\n`);
}

export async function whoami(ctx: Ctx, opts: Record<string, unknown>): Promise<void> {
  const me = await refreshUser(ctx);
  const s = ctx.session;
  const website = s.website ? me.websites.find((w) => w.index === s.website!.index) ?? null : null;
  const vendor = s.vendor !== null ? me.vendors.find((v) => v.id === s.vendor) ?? { id: s.vendor, name: '', roles: [] } : null;
  const info = {
    id: me.id, email: me.email, name: [me.first_name, me.last_name].filter(Boolean).join(' ') || null,
    roles: me.roles, effective_roles: ctx.viewer?.roles ?? me.roles,
    website: website ? { id: website.id, index: website.index, name: website.name, roles: website.roles } : null,
    vendor: vendor ? { id: vendor.id, name: vendor.name, roles: vendor.roles } : null,
    websites: me.websites.map((w) => w.index), vendors: me.vendors.length,
    profile: s.profile, server: s.url,
  };
  const out = outputOptions(opts);
  if (out.format === 'json' || out.format === 'ndjson') {
    process.stdout.write(out.format === 'json' ? `${JSON.stringify(info, null, 2)}\n` : `${JSON.stringify(info)}\n`);
    return;
  }
  const lines: [string, string][] = [
    ['user', `${me.email}${info.name ? ` (${info.name})` : ''}, id ${me.id}`],
    ['roles', me.roles.join(', ') || '(none)'],
    ['effective roles', info.effective_roles.join(', ') || '(none)'],
    ['website', website ? `${website.index} (${website.name})` : `none (bo use website <index>: ${info.websites.join(', ') || 'none'})`],
    ['vendor', vendor ? `${vendor.id}${vendor.name ? ` ${vendor.name}` : ''}` : `all (bo use vendor <id>${me.vendors.length ? `: ${me.vendors.map((v) => v.id).join(', ')}` : ''})`],
    ['server', `${s.url} (profile ${s.profile})`],
  ];
  process.stdout.write(lines.map(([k, v]) => (out.format === 'table' ? `${k.padEnd(16)}${v}` : `${k}\t${v}`)).join('\n') + '\n');
}

export async function useWebsite(ctx: Ctx, index: string): Promise<void> {
  const s = ctx.session;
  if (s.tokenFromEnv) throw new CliError('bo use saves to the profile; with BO_TOKEN pass website_id yourself (bo api)', EXIT.usage);
  if (index === 'none') {
    await saveProfile(s.profile, { ...s.stored, website: null });
    process.stderr.write('No website selected\n');
    return;
  }
  const me = await refreshUser(ctx);
  const site = me.websites.find((w) => w.index === index || String(w.id) === index);
  if (!site) throw new CliError(`you do not work on a website "${index}"; yours: ${me.websites.map((w) => w.index).join(', ') || 'none'}`, EXIT.notFound);
  await saveProfile(s.profile, { ...s.stored, user: s.user, website: { id: site.id, index: site.index } });
  process.stderr.write(`Website: ${site.index} (${site.name})\n`);
}

export async function useVendor(ctx: Ctx, id: string): Promise<void> {
  const s = ctx.session;
  if (s.tokenFromEnv) throw new CliError('bo use saves to the profile; with BO_TOKEN pass vendor_id yourself (bo api)', EXIT.usage);
  if (id === 'all' || id === 'none') {
    await saveProfile(s.profile, { ...s.stored, vendor: null });
    process.stderr.write('Vendor: all\n');
    return;
  }
  if (!/^\d+$/.test(id)) throw new CliError(`a vendor id is a number or "all", got ${id}`, EXIT.usage);
  const me = await refreshUser(ctx);
  // admins belong to every vendor without a membership row; the server checks the id
  const vendor = me.vendors.find((v) => v.id === Number(id)) ?? (me.roles.includes('admin') ? { id: Number(id), name: '' } : undefined);
  if (!vendor) throw new CliError(`you do not belong to vendor ${id}`, EXIT.forbidden);
  await saveProfile(s.profile, { ...s.stored, user: s.user, vendor: vendor.id });
  process.stderr.write(`Vendor: ${vendor.id} ${vendor.name}\n`);
}

