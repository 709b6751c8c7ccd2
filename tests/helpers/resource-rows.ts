import type { z } from 'zod';
import type { ApiClient } from '../../src/shared/api/client.js';
import type { AnyResource } from '../../src/shared/resources/define.js';
import { resourceByName } from '../../src/shared/resources/registry.js';
import { sample } from './sample-input.js';

/**
 * Valid rows for any declared resource (src/shared/resources), for the kit's table-driven tests:
 * what the create schema needs (sample-input.ts), the declaration's own `sample`, a parent that
 * exists, and unique fields no other row has.
 */

let serial = 0;

/** A value no other row has, that the field's own schema accepts (codes, slugs and names alike). */
export function freshValue(resource: AnyResource, field: string): string {
  const n = ++serial;
  const schema = resource.def.fields[field] as z.ZodType;
  const value = candidates(n).find((v) => schema.safeParse(v).success);
  if (value === undefined) throw new Error(`${resource.def.name}.${field}: declare a sample`);
  return value;
}

/**
 * The n-th value in the forms unique fields take: a free word; a register number; short upper-case
 * codes (airports, airlines, aircraft) as no seeded one is: two digits, or a Q and base-36 digits.
 */
function candidates(n: number): string[] {
  const pid = process.pid % 1000;
  const code = (length: number) => `Q${(pid * 1000 + n).toString(36).toUpperCase().padStart(length, '0').slice(1 - length)}`;
  return [`kit${pid}x${n}`, `КИ${String(pid).padStart(3, '0')}${String(n).padStart(5, '0')}`, String(n % 100).padStart(2, '0'), code(3), code(4)];
}

export async function newRow(resource: AnyResource, api: ApiClient): Promise<Record<string, unknown>> {
  const { def } = resource;
  if (!resource.create) throw new Error(`${def.name} is read-only: nothing to create`);
  const input = { ...(sample(resource.create.input as never) as Record<string, unknown>), ...def.sample };
  if (def.parent) {
    const parent = resourceByName(def.parent.resource)!;
    const { items } = await api.call(parent.list, { per_page: 1 } as never) as { items: { id: number }[] };
    input[def.parent.field] = items[0]!.id;
  }
  for (const field of def.unique ?? []) input[field] = freshValue(resource, field);
  return input;
}

/** What an update changes: a unique field (to a fresh value), else the first text field. */
export function changeOf(resource: AnyResource): Record<string, unknown> {
  const { def } = resource;
  const field = def.unique?.[0] ?? Object.keys(def.fields).find((f) => (def.fields[f] as z.ZodType).safeParse('kit').success);
  if (!field) throw new Error(`${def.name}: nothing an update could change`);
  return { [field]: freshValue(resource, field) };
}
