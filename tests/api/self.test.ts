import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../src/shared/commands/auth.js';
import { getSettings, me, updateProfile, updateSettings } from '../../src/shared/commands/users.js';
import { DEMO_PASSWORD, expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server?.close(); });

describe('the current user', () => {
  it('users/me answers the user with roles, websites and vendors', async () => {
    const { api } = await server.login('shop@demo.mn');
    const { user } = await api.call(me, {});
    expect(user).toMatchObject({ email: 'shop@demo.mn', roles: ['shop_admin'], vendors: [] });
    expect(user.websites).toEqual([{ id: 1, index: 'product', domain: 'www.example.mn', name: 'Demo Shop', features: ['leasing'], roles: [] }]);
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });

  it('settings start at the defaults and a partial update keeps the rest', async () => {
    const { api } = await server.login('report@demo.mn');
    const { settings } = await api.call(getSettings, {});
    expect(settings).toEqual({
      language: 'en',
      notifications: { email: true, sms: false, push: true, sound: false },
      other: { theme: 'system', page_size: 10, dense: true },
    });
    const updated = await api.call(updateSettings, { language: 'mn', notifications: { sms: true }, other: { theme: 'dark' } });
    expect(updated.settings).toEqual({
      language: 'mn',
      notifications: { email: true, sms: true, push: true, sound: false },
      other: { theme: 'dark', page_size: 10, dense: true },
    });
    expect((await api.call(getSettings, {})).settings).toEqual(updated.settings);
    expect((await api.call(me, {})).user.locale).toBe('mn');
    const bad = await expectApiError(api.call(updateSettings, { language: 'fr' as never, other: { page_size: 7 as never } }));
    expect(bad).toMatchObject({ status: 400, fields: { language: expect.any(String), 'other.page_size': expect.any(String) } });
  });

  it('updates the profile; a new password needs the current one and signs out other sessions', async () => {
    const first = await server.login('content@demo.mn');
    const second = await server.login('content@demo.mn');
    const { user } = await first.api.call(updateProfile, { first_name: 'Золзаяа', mobile: '88112233' });
    expect(user).toMatchObject({ first_name: 'Золзаяа', mobile: '88112233' });
    const wrong = await expectApiError(first.api.call(updateProfile, { password: 'new-password-1', current_password: 'nope' }));
    expect(wrong).toMatchObject({ status: 422, fields: { current_password: expect.any(String) } });
    await first.api.call(updateProfile, { password: 'new-password-1', current_password: DEMO_PASSWORD });
    await expect(first.api.call(me, {})).resolves.toBeTruthy();
    expect(await expectApiError(second.api.call(me, {}))).toMatchObject({ status: 401 });
    await expect(server.client().call(login, { username: 'content@demo.mn', password: 'new-password-1' })).resolves.toHaveProperty('token');
  });
});
