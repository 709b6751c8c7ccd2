import { describe, expect, it } from 'vitest';
import { deriveManifest, flagsOf } from '../../src/cli/manifest/derive.js';
import { csvLine } from '../../src/cli/output/csv.js';
import { parseCsv } from '../../src/shared/csv.js';
import { coerce, mapColumns, rowInput } from '../../src/cli/run/input.js';
import { recordsOf } from '../../src/cli/output/format.js';
import { catalogue } from '../../src/shared/commands/index.js';
import { list, create, updateSettings } from '../../src/shared/commands/users.js';
import { z } from 'zod';

describe('bo: flags derived from the catalogue', () => {
  it('every entry has a verb and a title, and no two share a verb', () => {
    const m = deriveManifest(catalogue);
    expect(m.commands).toHaveLength(catalogue.length);
    const verbs = m.commands.map((c) => c.verb.join(' '));
    expect(new Set(verbs).size).toBe(verbs.length);
    for (const c of m.commands) expect(c.title.en).not.toMatch(/^commands\./);
  });

  it('ransack filters become flat flags, nested plain objects prefixed ones, arrays of records JSON', () => {
    const { flags } = flagsOf(list.input);
    const byName = new Map(flags.map((f) => [f.name, f]));
    expect(byName.get('email-cont')).toMatchObject({ path: ['q', 'email_cont'], kind: 'string', required: false });
    expect(byName.get('roles-in')).toMatchObject({ kind: 'list' });
    expect(byName.get('sort')).toMatchObject({ path: ['q', 's'], kind: 'enum' });
    expect(byName.get('kind')?.choices).toEqual(['all', 'admins', 'merchants', 'drivers']);
    expect(byName.get('per-page')).toMatchObject({ kind: 'number', default: 10 });
    const settings = flagsOf(updateSettings.input).flags.map((f) => f.name);
    expect(settings).toContain('notifications-email');
    const c = new Map(flagsOf(create.input, [], create.secret).flags.map((f) => [f.name, f]));
    expect(c.get('email')?.required).toBe(true);
    expect(c.get('websites')?.kind).toBe('json');
    expect(c.get('password')?.secret).toBe(true);
  });

  it('a field named like a global flag is renamed, never shadowing it', () => {
    const { flags } = flagsOf(z.object({ file: z.string(), json: z.number() }));
    expect(flags.map((f) => f.name)).toEqual(['field-file', 'field-json']);
  });

  it('CSV cells coerce to the schema types; an unknown column is refused', () => {
    const { flags, objectFields } = flagsOf(create.input);
    const mapping = mapColumns(['email', 'roles', '_status'], flags, objectFields);
    expect(rowInput({ email: 'a@b.mn', roles: 'customer,driver', _status: 'x' }, mapping, {})).toEqual({ email: 'a@b.mn', roles: ['customer', 'driver'] });
    expect(() => mapColumns(['emial'], flags, objectFields)).toThrow(/emial/);
    const per = flagsOf(list.input).flags.find((f) => f.name === 'per-page')!;
    expect(coerce(per, '25')).toBe(25);
    expect(coerce(per, 'many')).toBe('many');
  });

  it('CSV writes and reads back quotes, commas and newlines', () => {
    const cells = ['plain', 'a,b', 'say "hi"', 'two\nlines', '', ' padded '];
    expect(parseCsv(csvLine(cells) + csvLine(cells))).toEqual([cells, cells]);
  });

  it('answers: a list, a record, a record beside a figure', () => {
    expect(recordsOf({ items: [{ id: 1 }], total: 1 })).toEqual({ rows: [{ id: 1 }], single: false });
    expect(recordsOf({ user: { id: 1 } })).toEqual({ rows: [{ id: 1 }], single: true });
    expect(recordsOf({ store_credit: { id: 2 }, balance: 5 })).toEqual({ rows: [{ id: 2, balance: 5 }], single: true });
  });
});
