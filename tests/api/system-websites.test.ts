// Issue 14: /system/websites beyond the kit's CRUD: features open and close the screens that depend
// on them (the route catalogue's `features:`), and members' roles on a website obey the one grant
// rule (shared/roles/grant.ts): a shop_admin gives only roles he holds and never a privileged one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websites } from '../../src/shared/commands/system.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import { leaseBlacklists } from '../../src/shared/commands/system/lease-blacklists.js';
import {
  addWebsiteUser, removeWebsiteUser, systemWebsites, updateWebsiteFeatures, updateWebsiteRoles, websiteMembers,
} from '../../src/shared/commands/system/websites.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); }, 180_000);
afterAll(async () => { await server?.close(); });

describe('websites: features and members', () => {
  it('a feature switched off closes its screens\' calls on that website; switched on, opens them again', async () => {
    const admin = await server.login('admin@demo.mn');
    const site = (await admin.api.call(websites, {})).items.find((w) => w.features.includes('leasing'))!;
    const onSite = server.client({ token: admin.token, websiteId: site.id });
    await onSite.call(leaseBlacklists.list, {});

    const { item } = await admin.api.call(updateWebsiteFeatures, { id: site.id, features: [] });
    expect(item.features).toEqual([]);
    expect((await expectApiError(onSite.call(leaseBlacklists.list, {}))).status).toBe(403);
    await admin.api.call(updateWebsiteFeatures, { id: site.id, features: ['leasing', 'leasing'] });
    expect((await admin.api.call(systemWebsites.get, { id: site.id })).item.features).toEqual(['leasing']);
    await onSite.call(leaseBlacklists.list, {});
  });

  it('a shop_admin adds and removes members with roles he may give; a privileged role or one he lacks is refused, nothing changed', async () => {
    const admin = await server.login('admin@demo.mn');
    const shop = await server.login('shop@demo.mn');
    const site = (await admin.api.call(systemWebsites.list, {})).items[0]!;
    const email = 'site-member@demo.mn';
    await admin.api.call(createUser, { email });

    const { member } = await shop.api.call(addWebsiteUser, { id: site.id, email, roles: [] });
    expect(member).toMatchObject({ email, roles: [] });
    expect((await expectApiError(shop.api.call(addWebsiteUser, { id: site.id, email }))).status).toBe(409);

    // shop_admin is privileged: only an admin gives it; finance is a role the shop_admin does not hold
    for (const roles of [['shop_admin'], ['finance_report']] as const) {
      const refused = await expectApiError(shop.api.call(updateWebsiteRoles, { id: site.id, user_id: member.user_id, roles: [...roles] }));
      expect(refused.status).toBe(403);
      expect(refused.message).toContain(roles[0]);
    }
    const listed = (await shop.api.call(websiteMembers, { id: site.id })).items.find((m) => m.user_id === member.user_id)!;
    expect(listed.roles).toEqual([]);

    // the admin may; then the shop_admin may no longer take it away, nor remove that member
    await admin.api.call(updateWebsiteRoles, { id: site.id, user_id: member.user_id, roles: ['shop_admin'] });
    expect((await expectApiError(shop.api.call(removeWebsiteUser, { id: site.id, user_id: member.user_id }))).status).toBe(403);
    await admin.api.call(removeWebsiteUser, { id: site.id, user_id: member.user_id });
    expect((await admin.api.call(websiteMembers, { id: site.id })).items.some((m) => m.user_id === member.user_id)).toBe(false);

    // a new member with a privileged role is refused as well, and is not added
    expect((await expectApiError(shop.api.call(addWebsiteUser, { id: site.id, email, roles: ['shop_admin'] }))).status).toBe(403);
    expect((await shop.api.call(websiteMembers, { id: site.id })).items.some((m) => m.email === email)).toBe(false);
  });

  it('refuses an unknown user and a user named twice', async () => {
    const admin = await server.login('admin@demo.mn');
    const site = (await admin.api.call(systemWebsites.list, {})).items[0]!;
    expect((await expectApiError(admin.api.call(addWebsiteUser, { id: site.id, email: 'nobody@demo.mn' }))).status).toBe(422);
    expect((await expectApiError(admin.api.call(addWebsiteUser, { id: site.id, email: 'content@demo.mn', user_id: 1 } as never))).status).toBe(400);
  });
});
