import { describe, expect, it } from 'vitest';
import { list, storeCredits } from '../../src/shared/commands/users.js';
import { applyPatch, nextSort, parseListSearch, sanitizeQ, serializeListSearch, sortFields, sortOf } from '../../src/web/kit/table/url-state.js';

describe('list state in the URL', () => {
  it('round-trips page, per_page, q and extra parameters', () => {
    const p = parseListSearch('?kind=admins&q[email_cont]=bold&q[s]=created_at%20desc&page=2&per_page=25');
    expect(p).toEqual({ page: 2, per_page: 25, q: { email_cont: 'bold', s: 'created_at desc' }, extra: { kind: 'admins' } });
    expect(parseListSearch(serializeListSearch(p))).toEqual(p);
  });

  it('drops nonsense pages and empty values', () => {
    expect(parseListSearch('page=-3&per_page=abc&q[email_cont]=&search=')).toEqual({ page: 1, per_page: null, q: {}, extra: {} });
  });

  it('a filter change starts from page 1; a sort change keeps the page', () => {
    const p = parseListSearch('page=3&q[email_cont]=a');
    expect(applyPatch(p, { q: { email_cont: 'ab' } }).page).toBe(1);
    expect(applyPatch(p, { q: { s: 'email asc' } }).page).toBe(3);
    expect(applyPatch(p, { q: { email_cont: undefined } }).q).toEqual({});
    expect(applyPatch(p, { page: 4 }).page).toBe(4);
  });

  it('cycles a column through ascending, descending and none', () => {
    expect(nextSort(undefined, 'email')).toBe('email asc');
    expect(nextSort('email asc', 'email')).toBe('email desc');
    expect(nextSort('email desc', 'email')).toBeUndefined();
    expect(nextSort('email desc', 'id')).toBe('id asc');
    expect(sortOf('email desc', 'email')).toBe('descending');
    expect(sortOf('email', 'email')).toBe('ascending');
    expect(sortOf('email', 'id')).toBe('none');
  });

  it('keeps only the q entries the command accepts', () => {
    expect(sanitizeQ(list.input, { email_cont: 'a', bogus_eq: '1', s: 'nope', roles_in: 'admin,users', created_at_gteq: '2026-01-01' }))
      .toEqual({ email_cont: 'a', roles_in: 'admin,users', created_at_gteq: '2026-01-01' });
    expect(sanitizeQ(storeCredits.input, { email_cont: 'a' })).toEqual({});
  });

  it('reads the sortable fields of a list command', () => {
    expect(sortFields(list.input)).toEqual(['id', 'email', 'first_name', 'created_at']);
    expect(sortFields(storeCredits.input)).toEqual([]);
  });
});
