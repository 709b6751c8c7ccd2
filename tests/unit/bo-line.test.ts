import { describe, expect, it } from 'vitest';
import { boLine, shellWord } from '../../src/cli/line.js';
import { catalogue, commandById } from '../../src/shared/commands/index.js';
import { screenOf, screenPath } from '../../src/shared/commands/screens.js';
import { describeShape } from '../../src/web/kit/form/fields.js';
import { initialValues } from '../../src/web/kit/form/values.js';
import { paletteLine, typedValues } from '../../src/web/palette/bo-line.js';

const command = (id: string) => commandById(id)!;

describe('the bo line of a palette form', () => {
  it('names what is typed with the flags and positionals bo derives, money in ₮ as written', () => {
    expect(boLine(command('order.list'), { q: { state_eq: 'complete', total_gteq: '500,000' } })).toBe('bo orders list --state-eq complete --total-gteq 500,000');
    expect(boLine(command('order.list'), { query: '88179558', q: { s: 'total desc' } })).toBe("bo orders list 88179558 --sort 'total desc'");
    expect(boLine(command('user.store_credit_create'), { id: '18', amount: '₮12,500', category: 'gift' }))
      .toBe("bo users store-credit-create 18 --amount '₮12,500' --category gift");
    expect(boLine(command('order.comment_create'), { number: 'R100000008', body: "called the customer's wife" }))
      .toBe("bo orders comment R100000008 'called the customer'\\''s wife'");
    expect(boLine(command('jobs.list'), { kind: 'product_import', mine: true, active: 'false' })).toBe('bo jobs list --kind product_import --active false --mine');
  });

  it('never writes a secret, only the variable a script holds it in; lists are comma-separated', () => {
    expect(boLine(command('user.create'), { email: 'a@b.mn', password: 'secret123', roles: ['users', 'orders'] }))
      .toBe('bo users create --email a@b.mn --roles users,orders --password "$PASSWORD"');
  });

  it('leaves out what the form filled in by itself: defaults, empty inputs, unticked boxes', () => {
    for (const c of catalogue) {
      const specs = describeShape(c.input);
      expect(typedValues(specs, initialValues(specs, {})), c.id).toEqual({});
      expect(paletteLine(c, initialValues(specs, {})), c.id).toBe(`bo ${c.cli.verb.join(' ')}`);
    }
    const specs = describeShape(command('order.list').input);
    const start = initialValues(specs, {}) as { q: Record<string, unknown>; per_page: string };
    expect(typedValues(specs, { ...start, per_page: '25', q: { ...start.q, approved_eq: 'false' } })).toEqual({ per_page: '25', q: { approved_eq: 'false' } });
    expect(paletteLine(command('order.list'), { ...start, per_page: '25', q: { ...start.q, approved_eq: 'false' } })).toBe('bo orders list --per-page 25 --approved-eq false');
  });

  it('quotes a word only when a shell would read it otherwise', () => {
    expect(['R100000008', '12,500.50', 'a b', "it's", '$HOME', ''].map(shellWord)).toEqual(['R100000008', '12,500.50', "'a b'", "'it'\\''s'", "'$HOME'", "''"]);
  });
});

describe('the screen a command lives on', () => {
  it('is a route of the catalogue for every command a person runs, none for sign-in, the palette\'s search and an app linking its device', () => {
    const without = catalogue.filter((c) => !screenOf(c)).map((c) => c.id).sort();
    expect(without).toEqual(['auth.facebook', 'auth.login', 'auth.logout', 'auth.options', 'push.link_device', 'system.search']);
    expect(screenOf(command('order.approve'))?.id).toBe('orders.detail');
    expect(screenOf(command('product.import_start'))?.id).toBe('products.mass');
    expect(screenOf(command('jobs.resume'))?.id).toBe('jobs');
    expect(screenOf(command('search_index.reindex_all'))?.id).toBe('products.elastic_products');
    // a new area's commands land on its first screen without an entry of their own
    expect(screenOf({ id: 'discount.list', area: 'promotions' })?.path).toBe('/promotions/discount');
  });

  it('fills the route with the values given, and names the ones missing', () => {
    const order = screenOf(command('order.approve'))!;
    expect(screenPath(order, { number: 'R100000008' })).toBe('/orders/R100000008');
    expect(screenPath(order)).toBe('/orders');
    expect(screenPath(screenOf(command('product.get'))!, { id: 42 })).toBe('/products/all/42');
    expect(screenPath({ path: '/merchant/brands/:id/:tab?' })).toBe('/merchant/brands/<id>');
  });
});
