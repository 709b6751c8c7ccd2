import { merchantProfile } from '../../../shared/commands/settings/merchant.js';
import { organizations } from '../../../shared/commands/system/organizations.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import type { AuthedContext, BoundHandler } from '../../commands/handler.js';
import { ownVendor } from '../../resources/serve.js';
import { serveSingleton } from '../../resources/singleton.js';
import { organizationHandlers } from '../system/organizations.js';

/**
 * §2 /settings/merchant: the chosen vendor's own row of `vendors`, read and written by the very
 * handlers of /system/organizations (bank accounts kept as they store them, the name unique, the
 * change in the organization's history), on the vendor the call acts for and no other.
 */
const handlerOf = (command: unknown) => organizationHandlers.find((h) => h.command === command)!.handler;
const getOrganization = handlerOf(organizations.get);
const updateOrganization = handlerOf(organizations.update);
const fields = Object.keys(merchantProfile.def.fields);
const profileOf = (item: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, item[f] ?? null]));

export const merchantProfileHandlers: BoundHandler[] = serveSingleton(merchantProfile as unknown as AnySingleton, {
  store: {
    async read(ctx: AuthedContext) {
      const { item } = await getOrganization({ id: ownVendor(ctx) }, ctx) as { item: Record<string, unknown> };
      return profileOf(item);
    },
    async write(ctx: AuthedContext, changes: Record<string, unknown>) {
      const { item } = await updateOrganization({ ...changes, id: ownVendor(ctx) }, ctx) as { item: Record<string, unknown> };
      return profileOf(item);
    },
  },
});
