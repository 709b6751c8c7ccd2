import { describe, expect, it } from 'vitest';
import { buildIndex, normalize, search, words, type MatchEntry } from '../../src/shared/search/matcher.js';

const entry = (id: string, title: string, more: Partial<MatchEntry<null>> = {}): MatchEntry<null> => ({ id, title, data: null, ...more });

const ENTRIES: MatchEntry<null>[] = [
  entry('users.list', 'List users', { otherTitles: ['Хэрэглэгчийн жагсаалт'], keywords: ['Users', 'Хэрэглэгчид'], paths: ['/u/users'] }),
  entry('users.admins', 'Admin users', { otherTitles: ['Админ хэрэглэгчид'], paths: ['/u/admins'] }),
  entry('orders.list', 'Orders', { otherTitles: ['Захиалгын жагсаалт'], keywords: ['Orders'], paths: ['/orders/list'] }),
  entry('profile', 'Profile', { otherTitles: ['Миний профайл'], keywords: ['settings', 'password'], paths: ['/profile'] }),
  entry('fulfillment.products_return', 'Product returns', { otherTitles: ['Бүтээгдэхүүний буцаалт'], paths: ['/fulfillment/products_return'] }),
  entry('reports.sales_by_sku', 'Sales by SKU', { otherTitles: ['SKU-ээр борлуулалт'], paths: ['/report/sales/by_sku'] }),
  entry('user.store_credit_create', 'Add store credit', { otherTitles: ['Дэлгүүрийн кредит нэмэх'], keywords: ['credit', 'refund'] }),
  entry('users.drivers', 'Drivers', { otherTitles: ['Жолооч нар'], keywords: ['Users'], paths: ['/u/drivers'] }),
];
const index = buildIndex(ENTRIES);
const ids = (q: string) => search(index, q).map((m) => m.entry.id);

describe('normalisation', () => {
  it('lower-cases Latin and Cyrillic and splits on anything that is not a letter or digit', () => {
    expect(words('List USERS/by_SKU')).toEqual(['list', 'users', 'by', 'sku']);
    expect(normalize('ХЭРЭГЛЭГЧ  Жагсаалт')).toBe('хэрэглэгч жагсаалт');
  });

  it('folds ө into о, ү into у, ё into е and drops accents', () => {
    expect(normalize('Бүтээгдэхүүн Өдөр Ёс')).toBe('бутээгдэхуун одор ес');
    expect(normalize('Crème Brûlée')).toBe('creme brulee');
  });
});

describe('matching', () => {
  it('tolerates word order', () => {
    expect(ids('users list')[0]).toBe('users.list');
    expect(ids('list users')[0]).toBe('users.list');
  });

  it('matches every word by prefix, case-insensitively', () => {
    expect(ids('LI US')[0]).toBe('users.list');
    expect(ids('ord')).toContain('orders.list');
  });

  it('needs every word of the query', () => {
    expect(ids('users zebra')).toEqual([]);
  });

  it('finds entries by their title in the other language, in Cyrillic', () => {
    expect(ids('хэрэглэгчийн')[0]).toBe('users.list');
    expect(ids('ЗАХИАЛГ')[0]).toBe('orders.list');
    expect(ids('жагсаалт хэрэглэгч')[0]).toBe('users.list');
  });

  it('finds ө and ү words typed with о and у, and the other way round', () => {
    expect(ids('бутээгдэхуун')[0]).toBe('fulfillment.products_return');
    expect(ids('буцаалт бүтээгдэхүүн')[0]).toBe('fulfillment.products_return');
  });

  it('finds a piece inside a word, but not a single letter inside one', () => {
    expect(ids('turns')).toEqual(['fulfillment.products_return']);
    expect(ids('q')).toEqual([]);
  });

  it('finds keywords and paths', () => {
    expect(ids('refund')).toEqual(['user.store_credit_create']);
    expect(ids('by_sku')[0]).toBe('reports.sales_by_sku');
  });

  it('an empty or blank query matches nothing', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  -- ')).toEqual([]);
  });
});

describe('ranking', () => {
  it('an exact word beats a prefix, which beats a substring', () => {
    const idx = buildIndex([entry('sub', 'Pioneers'), entry('prefix', 'Onerous'), entry('exact', 'One')]);
    expect(search(idx, 'one').map((m) => m.entry.id)).toEqual(['exact', 'prefix', 'sub']);
  });

  it('a title beats keywords and paths', () => {
    const idx = buildIndex([
      entry('path', 'Alpha', { paths: ['/credit'] }),
      entry('keyword', 'Beta', { keywords: ['credit'] }),
      entry('title', 'Credit'),
    ]);
    expect(search(idx, 'credit').map((m) => m.entry.id)).toEqual(['title', 'keyword', 'path']);
  });

  it('the own language title beats the other language title', () => {
    const idx = buildIndex([entry('other', 'Zzz', { otherTitles: ['Users'] }), entry('own', 'Users')]);
    expect(search(idx, 'users').map((m) => m.entry.id)).toEqual(['own', 'other']);
  });

  it('the shorter title wins a tie, then the index order', () => {
    const idx = buildIndex([entry('long', 'Users import log'), entry('short', 'Users'), entry('second', 'Users')]);
    expect(search(idx, 'users').map((m) => m.entry.id)).toEqual(['short', 'second', 'long']);
  });

  it('the top result is the one an exact title gives', () => {
    expect(ids('drivers')[0]).toBe('users.drivers');
    expect(ids('users')[0]).not.toBe('users.drivers');
    expect(ids('admin users')[0]).toBe('users.admins');
  });

  it('limit keeps the best', () => {
    expect(search(index, 'users', { limit: 2 })).toHaveLength(2);
    expect(search(index, 'users', { limit: 2 })[0]!.score).toBeGreaterThanOrEqual(search(index, 'users', { limit: 2 })[1]!.score);
  });
});
