import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import {
  badges, relationCreate, relationDelete, relations, reviewApprove, reviewDelete, reviewList, reviewReject, setBadges,
} from '../../src/shared/commands/products/merchandising.js';
import { audits, search } from '../../src/shared/commands/products/products.js';
import { expectApiError, type TestServer } from '../helpers/server.js';
import { catalogServer } from '../helpers/catalog.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;
let merchant: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  ({ server, admin, editor, merchant, viewer } = await catalogServer());
});
afterAll(async () => { await server?.close(); });

describe('badges', () => {
  it('CRUD by catalogue editors, set on a product and audited', async () => {
    const list = await viewer.call(badges.list, {});
    expect(list.items.map((b) => b.name)).toEqual(['new', 'sale', 'made-in-mongolia', 'bestseller']);
    const { item } = await editor.call(badges.create, { name: 'eco', name_en: 'Eco', name_mn: 'Эко', color: '#00aa00' });
    expect((await expectApiError(editor.call(badges.create, { name: 'eco2', name_en: 'x', name_mn: 'х', color: 'green' }))).status).toBe(400);
    expect((await expectApiError(merchant.call(badges.create, { name: 'x', name_en: 'x', name_mn: 'х' }))).status).toBe(403);
    const product = (await admin.call(search, {})).items[0]!;
    const set = await editor.call(setBadges, { id: product.id, badge_ids: [item.id, list.items[0]!.id] });
    expect(set.badge_ids).toHaveLength(2);
    expect((await admin.call(audits, { id: product.id })).items[0]).toMatchObject({ changes: { badge_ids: expect.any(Array) } });
    expect((await expectApiError(editor.call(setBadges, { id: product.id, badge_ids: [999_999] }))).status).toBe(422);
  });
});

describe('relations', () => {
  it('relates products, refuses itself and strangers\' products for a merchant', async () => {
    const own = (await merchant.call(search, { per_page: 2 })).items;
    const a = own[0]!;
    const b = own[1]!;
    const created = await merchant.call(relationCreate, { id: a.id, related_id: b.id, kind: 'accessory' });
    expect(created.items.find((r) => r.related_id === b.id)).toMatchObject({ kind: 'accessory' });
    expect((await expectApiError(merchant.call(relationCreate, { id: a.id, related_id: a.id }))).status).toBe(422);
    const theirs = (await admin.call(search, { q: { vendor_id_eq: 2 } })).items[0]!;
    expect((await expectApiError(merchant.call(relationCreate, { id: a.id, related_id: theirs.id }))).status).toBe(422);
    const after = await merchant.call(relationDelete, { id: a.id, related_id: b.id, kind: 'accessory' });
    expect(after.items.find((r) => r.related_id === b.id && r.kind === 'accessory')).toBeUndefined();
    expect((await viewer.call(relations, { id: a.id })).items.every((r) => r.kind !== 'accessory' || r.related_id !== b.id)).toBe(true);
  });
});

describe('reviews', () => {
  it('moderators approve and reject; pending ones are listed; merchants and view-only cannot moderate', async () => {
    const pending = await viewer.call(reviewList, { state: 'pending' });
    expect(pending.total).toBeGreaterThan(0);
    const first = pending.items[0]!;
    const second = pending.items[1]!;
    const approved = await editor.call(reviewApprove, { id: first.id });
    expect(approved.review).toMatchObject({ state: 'approved', moderated_by: expect.any(Number) });
    const rejected = await editor.call(reviewReject, { id: second.id, reason: 'Зар сурталчилгаа' });
    expect(rejected.review).toMatchObject({ state: 'rejected', reject_reason: 'Зар сурталчилгаа' });
    expect((await viewer.call(reviewList, { state: 'pending' })).total).toBe(pending.total - 2);
    expect((await expectApiError(viewer.call(reviewApprove, { id: first.id }))).status).toBe(403);
    expect((await expectApiError(merchant.call(reviewList, {}))).status).toBe(403);
    await editor.call(reviewDelete, { id: second.id });
    expect((await expectApiError(editor.call(reviewApprove, { id: second.id }))).status).toBe(404);
    const five = await viewer.call(reviewList, { rating: 5 });
    expect(five.items.every((r) => r.rating === 5)).toBe(true);
  });
});
