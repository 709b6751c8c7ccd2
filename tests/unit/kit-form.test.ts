import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from '../../src/shared/commands/index.js';
import { createStoreCredit, update, updateSettings } from '../../src/shared/commands/users.js';
import { orderExchange } from '../../src/shared/commands/orders/exchange.js';
import { settingsSchema } from '../../src/shared/schema/user.js';
import { describeShape, humanise, pickFields } from '../../src/web/kit/form/fields.js';
import { issueMessage, type Translator } from '../../src/web/kit/form/messages.js';
import { cleanValues, fieldForPath, initialValues } from '../../src/web/kit/form/values.js';

const byName = (schema: z.ZodType) => Object.fromEntries(describeShape(schema).map((s) => [s.name, s]));

describe('describeShape', () => {
  it('reads the kinds of user.update', () => {
    const f = byName(update.input);
    expect(f.id).toMatchObject({ kind: 'number', optional: false });
    expect(f.email).toMatchObject({ kind: 'email', optional: true });
    expect(f.first_name).toMatchObject({ kind: 'text', optional: true, nullable: true });
    expect(f.gender).toMatchObject({ kind: 'select', options: ['male', 'female', 'other'] });
    expect(f.birthday).toMatchObject({ kind: 'date' });
    expect(f.password).toMatchObject({ kind: 'password' });
    expect(f.roles).toMatchObject({ kind: 'multiselect' });
    expect(f.roles!.options).toContain('admin');
    expect(f.websites).toMatchObject({ kind: 'json' });
  });

  it('nests objects, reads literal unions and booleans', () => {
    const f = byName(settingsSchema);
    expect(f.notifications!.kind).toBe('object');
    expect(f.notifications!.children!.map((c) => [c.name, c.kind])).toContainEqual(['notifications.email', 'boolean']);
    const other = f.other!.children!;
    expect(other.find((c) => c.key === 'page_size')).toMatchObject({ kind: 'select', options: [10, 25, 50, 100] });
    expect(byName(updateSettings.input).notifications).toMatchObject({ kind: 'object', optional: true });
  });

  it('long text is a textarea, money a number, defaults are read', () => {
    const f = byName(createStoreCredit.input);
    expect(f.memo).toMatchObject({ kind: 'textarea', maxLength: 500 });
    expect(f.amount!.kind).toBe('number');
    expect(byName(z.object({ n: z.number().default(7) })).n).toMatchObject({ optional: true, defaultValue: 7 });
  });

  it('an array of ids is a list typed in one input; an array of small objects is rows of inputs', () => {
    const f = byName(orderExchange.input);
    expect(f.line_item_ids).toMatchObject({ kind: 'list', itemKind: 'number' });
    expect(f.items).toMatchObject({ kind: 'rows' });
    expect(f.items!.children!.map((c) => [c.key, c.kind])).toEqual([['sku', 'text'], ['quantity', 'number']]);
    const specs = describeShape(orderExchange.input);
    // one empty row to type in; rows left blank are dropped, numbers read as numbers
    const start = initialValues(specs, {});
    expect(start.items).toEqual([{ sku: '', quantity: '' }]);
    expect(start.line_item_ids).toBe('');
    const cleaned = cleanValues(specs, {
      ...start, number: 'R1', reason: 'too small', line_item_ids: '12, 13 14',
      items: [{ sku: 'TS-M', quantity: '2' }, { sku: ' ', quantity: '' }],
    });
    expect(cleaned).toMatchObject({ line_item_ids: [12, 13, 14], items: [{ sku: 'TS-M', quantity: 2 }] });
    expect(orderExchange.input.safeParse(cleaned).success).toBe(true);
    expect(initialValues(specs, { line_item_ids: [5, 6], items: [{ sku: 'A', quantity: 1 }] })).toMatchObject({ line_item_ids: '5, 6', items: [{ sku: 'A', quantity: '1' }] });
  });

  it('describes every command input of the catalogue without throwing', () => {
    for (const c of catalogue) expect(() => describeShape(c.input), c.id).not.toThrow();
  });

  it('picks and orders fields, inside fieldsets too', () => {
    const picked = pickFields(describeShape(settingsSchema), ['other.theme', 'language']);
    expect(picked.map((p) => p.name)).toEqual(['other', 'language']);
    expect(picked[0]!.children!.map((c) => c.name)).toEqual(['other.theme']);
  });

  it('humanises names', () => {
    expect(humanise('first_name')).toBe('First name');
    expect(humanise('vendorId')).toBe('Vendor id');
  });
});

describe('values', () => {
  const specs = describeShape(update.input);

  it('shows nulls as empty inputs and reads them back as null', () => {
    const initial = initialValues(specs, { id: 3, first_name: null, roles: ['admin'] });
    expect(initial).toMatchObject({ id: '3', first_name: '', roles: ['admin'], gender: '' });
    const cleaned = cleanValues(specs, { ...initial, mobile: '  ' });
    expect(cleaned).toMatchObject({ id: 3, first_name: null, mobile: null, roles: ['admin'] });
    // an optional, not nullable field left empty is left out
    expect('password' in cleaned).toBe(false);
    expect(update.input.safeParse(cleaned).success).toBe(true);
  });

  it('turns select values back into the numbers the schema declares', () => {
    const s = describeShape(settingsSchema);
    const cleaned = cleanValues(s, { language: 'mn', notifications: { email: true, sms: false, push: false, sound: false }, other: { theme: 'dark', page_size: '25', dense: true } });
    expect(settingsSchema.parse(cleaned).other.page_size).toBe(25);
  });

  it('finds the field an issue path belongs to', () => {
    const names = new Set(['roles', 'notifications.email']);
    expect(fieldForPath(names, ['roles', 3])).toBe('roles');
    expect(fieldForPath(names, ['notifications', 'email'])).toBe('notifications.email');
    expect(fieldForPath(names, ['websites', 0])).toBeNull();
  });
});

describe('issueMessage', () => {
  const tr: Translator = { t: (k, o) => `${k}${o ? JSON.stringify(o) : ''}`, exists: (k) => k.startsWith('kit.'), language: 'mn' };
  const first = (schema: z.ZodType, v: unknown) => schema.safeParse(v).error!.issues[0]!;

  it('says required, length, email and hints by code, not by English text', () => {
    expect(issueMessage(first(z.string(), undefined), 'x', tr)).toBe('kit.validation.required');
    expect(issueMessage(first(z.string().min(8), 'abc'), 'x', tr)).toBe('kit.validation.min_length{"count":8}');
    expect(issueMessage(first(z.email(), 'nope'), 'email', tr)).toBe('kit.validation.email');
    expect(issueMessage(first(z.string().regex(/^\d+$/), 'a'), 'mobile', tr)).toBe('kit.hints.mobile');
  });

  it('translates a schema message that is a key; keeps English ones for English only', () => {
    expect(issueMessage(first(z.string().refine(() => false, 'kit.validation.password_mismatch'), 'a'), 'x', tr)).toBe('kit.validation.password_mismatch');
    expect(issueMessage(first(z.string().refine(() => false, 'must not be zero'), 'a'), 'x', tr)).toBe('kit.validation.invalid');
    expect(issueMessage(first(z.string().refine(() => false, 'must not be zero'), 'a'), 'x', { ...tr, language: 'en' })).toBe('must not be zero');
  });
});
