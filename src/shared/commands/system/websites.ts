import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode } from '../../resources/fields.js';
import { zEmail, zId, zText } from '../../schema/common.js';
import { zRole, zRoles } from '../../schema/tenancy.js';
import { defineCommand } from '../define.js';
import { listInput, listOutput } from '../../schema/list.js';

/** §2 System settings are shop_admin's (admin holds everything anyway). */
const SYSTEM = ['admin', 'shop_admin'] as const;

/**
 * What a website may switch on. The route catalogue's `features:` limits read these (leasing
 * screens, air booking), from the websites row at each request (src/server/auth/principal.ts).
 */
export const WEBSITE_FEATURES = ['leasing', 'air_booking'] as const;
const zFeatures = z.array(z.enum(WEBSITE_FEATURES)).max(WEBSITE_FEATURES.length).transform((f) => [...new Set(f)]);

/**
 * The websites (§2 /system/websites, §3 Website: index, domain, name, roles, features). Named
 * `system_website` because `website.list` (GET /websites) is every user's own list for the header's
 * switcher; this one is the shop_admin's table of all of them, under /system/websites.
 */
export const systemWebsites = defineResource({
  area: 'system', name: 'system_website', path: 'system/websites', cli: ['system-websites'],
  fields: {
    index: zCode,
    domain: z.string().trim().toLowerCase().min(3).max(200).regex(/^[a-z0-9.-]+$/, 'a host name, e.g. www.shop.mn'),
    name: zText(100).min(1),
  },
  required: ['index', 'domain', 'name'], unique: ['index', 'domain'],
  item: z.object({
    id: z.number().int(), index: z.string(), domain: z.string(), name: z.string(),
    features: z.array(z.string()), members: z.number().int(),
  }),
  read: SYSTEM, write: SYSTEM,
  list: {
    columns: ['index', 'domain', 'name', 'members'],
    search: ['index', 'domain', 'name'], sorts: ['index', 'name'], order: ['id'],
  },
  title: 'name', i18n: { fields: 'system_ui.websites.fields' }, audits: true,
  routes: [{ list: 'system.websites', detail: 'system.website' }],
  sample: { domain: 'kit.example.mn' },
  keywords: ['website', 'domain', 'features', 'вэбсайт', 'домэйн'],
});

const ui = (verb: string, keywords: string[]) => ({ title: `commands.system.system_website.${verb}`, keywords });
const cli = (verb: string) => ({ verb: ['system-websites', verb], positionals: ['id'] });
const member = z.object({ user_id: z.number().int(), email: z.string(), name: z.string(), roles: z.array(zRole) });
/** A member named by id or by email, whichever the caller has. */
const who = { user_id: zId.optional(), email: zEmail.optional() };
const oneOf = (v: { user_id?: number | undefined; email?: string | undefined }) => (v.user_id === undefined) !== (v.email === undefined);
const oneOfMessage = { message: 'give the user_id or the email', path: ['email'] };

export const updateWebsiteFeatures = defineCommand({
  id: 'system_website.update_features', area: 'system', kind: 'mutation', roles: SYSTEM,
  http: { method: 'PUT', path: 'system/websites/:id/update_features' },
  input: z.object({ id: zId, features: zFeatures }),
  output: z.object({ item: systemWebsites.def.item }),
  ui: ui('update_features', ['features', 'leasing', 'air booking', 'боломж']), cli: cli('update-features'),
});

export const websiteMembers = defineCommand({
  id: 'system_website.members', area: 'system', kind: 'query', roles: SYSTEM,
  http: { method: 'GET', path: 'system/websites/:id/members' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(member) }),
  ui: ui('members', ['website members', 'гишүүд']), cli: cli('members'),
});

/** Roles given on a website count for its member there only (§6: the union of user, website and vendor roles). */
export const addWebsiteUser = defineCommand({
  id: 'system_website.add_user', area: 'system', kind: 'mutation', roles: SYSTEM,
  http: { method: 'POST', path: 'system/websites/:id/add_user' },
  input: z.object({ id: zId, ...who, roles: zRoles.default([]) }).refine(oneOf, oneOfMessage),
  output: z.object({ member }),
  ui: ui('add_user', ['add member', 'гишүүн нэмэх']), cli: cli('add-user'),
});

export const updateWebsiteRoles = defineCommand({
  id: 'system_website.update_roles', area: 'system', kind: 'mutation', roles: SYSTEM,
  http: { method: 'PUT', path: 'system/websites/:id/update_roles' },
  input: z.object({ id: zId, user_id: zId, roles: zRoles }),
  output: z.object({ member }),
  ui: ui('update_roles', ['member roles', 'эрх']), cli: cli('update-roles'),
});

export const removeWebsiteUser = defineCommand({
  id: 'system_website.remove_user', area: 'system', kind: 'mutation', roles: SYSTEM, danger: true,
  http: { method: 'POST', path: 'system/websites/:id/remove_user' },
  input: z.object({ id: zId, user_id: zId }),
  output: z.object({ removed: z.literal(true) }),
  ui: ui('remove_user', ['remove member', 'гишүүн хасах']), cli: cli('remove-user'),
});

const merchant = z.object({ id: z.number().int(), name: z.string(), org_name: z.string().nullable(), registry: z.string().nullable(), phone: z.string().nullable() });

/** §7 websites merchants: the vendors selling on a website, a page at a time, by name. */
export const websiteMerchants = defineCommand({
  id: 'system_website.merchants', area: 'system', kind: 'query', roles: SYSTEM,
  http: { method: 'GET', path: 'system/websites/:id/merchants' },
  input: listInput({ filters: { name: 'text' }, sorts: ['name'], perPage: 100 }).extend({ id: zId }),
  output: listOutput(merchant),
  ui: ui('merchants', ['website merchants', 'вэбсайтын мерчантууд']), cli: cli('merchants'),
});

/** §7 websites merchant_names: every vendor of a website as id and name, for pickers. */
export const websiteMerchantNames = defineCommand({
  id: 'system_website.merchant_names', area: 'system', kind: 'query', roles: SYSTEM,
  http: { method: 'GET', path: 'system/websites/:id/merchant_names' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  ui: ui('merchant_names', ['merchant names', 'мерчантын нэрс']), cli: cli('merchant-names'),
});

/** A vendor starts selling on a website (its listings may be shown there). */
export const addWebsiteMerchant = defineCommand({
  id: 'system_website.add_merchant', area: 'system', kind: 'mutation', roles: SYSTEM,
  http: { method: 'POST', path: 'system/websites/:id/add_merchant' },
  input: z.object({ id: zId, vendor_id: zId }),
  output: z.object({ merchant }),
  ui: ui('add_merchant', ['add merchant to website', 'мерчант нэмэх']), cli: cli('add-merchant'),
});

export const removeWebsiteMerchant = defineCommand({
  id: 'system_website.remove_merchant', area: 'system', kind: 'mutation', roles: SYSTEM, danger: true,
  http: { method: 'POST', path: 'system/websites/:id/remove_merchant' },
  input: z.object({ id: zId, vendor_id: zId }),
  output: z.object({ removed: z.literal(true) }),
  ui: ui('remove_merchant', ['remove merchant from website', 'мерчант хасах']), cli: cli('remove-merchant'),
});

/** What the websites screen does beyond the kit's list and form: features, members and merchants. */
export const websiteCommands = {
  updateWebsiteFeatures, websiteMembers, addWebsiteUser, updateWebsiteRoles, removeWebsiteUser,
  websiteMerchants, websiteMerchantNames, addWebsiteMerchant, removeWebsiteMerchant,
};
