import { describe, expect, it } from 'vitest';
import { listInput } from '../../src/shared/schema/list.js';

const input = listInput({ filters: { email: 'text', id: 'number', created_at: 'date', roles: 'array', confirmed: 'bool' }, sorts: ['id', 'email'] });

describe('ransack list input', () => {
  it('defaults to page 1 of 10', () => {
    expect(input.parse({})).toEqual({ page: 1, per_page: 10 });
  });

  it('coerces query-string values per filter kind', () => {
    const parsed = input.parse({ page: '2', per_page: '25', q: { id_in: ['1', '2'], confirmed_eq: 'false', email_cont: 'bat', s: 'email desc' } });
    expect(parsed).toEqual({ page: 2, per_page: 25, q: { id_in: [1, 2], confirmed_eq: false, email_cont: 'bat', s: 'email desc' } });
    expect(input.parse({ q: { id_in: '3,4' } }).q).toEqual({ id_in: [3, 4] });
  });

  it('refuses filters, predicates and sorts outside the whitelist', () => {
    for (const q of [{ password_eq: 'x' }, { email_gteq: 'a' }, { s: 'password asc' }, { id_eq: 'abc' }, { created_at_gteq: 'yesterday' }]) {
      expect(input.safeParse({ q }).success, JSON.stringify(q)).toBe(false);
    }
    expect(input.safeParse({ per_page: 100_000 }).success).toBe(false);
  });
});
