import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/shared/commands/index.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { describeShape, type FieldSpec } from '../../src/web/kit/form/fields.js';

// sort fields and Ulaanbaatar's district names (proper names, the same in both languages) are shown as they are
const AS_IS = new Set(['s', 'district']);

describe('the choices of the orders commands\' generic forms', () => {
  it('have a label in English and in Mongolian (kit.options.<field>.<value>)', () => {
    const missing: string[] = [];
    const walk = (specs: FieldSpec[], id: string) => {
      for (const s of specs) {
        if (s.children) walk(s.children, id);
        if (AS_IS.has(s.key)) continue;
        // a list's yes/no filter reads Yes and No (kit.filters)
        if (s.name.startsWith('q.') && s.options?.join() === 'true,false') continue;
        for (const o of s.options ?? []) {
          const key = `kit.options.${s.key}.${o}`;
          if (!lookup('en', key) || !lookup('mn', key)) missing.push(`${id}: ${key}`);
        }
      }
    };
    for (const c of catalogue) if (c.area === 'orders' || c.area === 'dashboard') walk(describeShape(c.input), c.id);
    expect(missing).toEqual([]);
  });
});
