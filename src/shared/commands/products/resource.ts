import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zId } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';

/**
 * One declaration of a plain resource (brands, option types, properties, prototypes, stock
 * locations) gives its five catalogue entries: list, get, create, update, delete (DESIGN.md, after
 * react-admin). `name` is the id prefix and title group, `path` the §7 resource path, `cli` the noun.
 */
export function resourceCommands<F extends z.ZodRawShape, O extends z.ZodType>(def: {
  name: string; path: string; cli: string[]; fields: F; required: readonly (keyof F & string)[]; item: O;
  read: readonly Role[]; write: readonly Role[]; keywords: string[];
}) {
  const { name, path, read, write } = def;
  const optional = Object.fromEntries(Object.entries(def.fields).map(([k, v]) => [k, (v as z.ZodType).optional()])) as unknown as {
    [K in keyof F]: z.ZodOptional<F[K]>;
  };
  const createShape = { ...optional } as Record<string, z.ZodType>;
  for (const key of def.required) createShape[key] = def.fields[key] as z.ZodType;
  const title = (verb: string) => `commands.products.${name}.${verb}`;
  return {
    list: defineCommand({
      id: `${name}.list`, area: 'products', kind: 'query', roles: read,
      http: { method: 'GET', path },
      input: z.object({
        query: z.string().trim().max(100).optional(),
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        per_page: z.coerce.number().int().min(1).max(1000).default(100),
      }),
      output: listOutput(def.item),
      ui: { title: title('list'), keywords: def.keywords },
      cli: { verb: [...def.cli, 'list'] },
    }),
    get: defineCommand({
      id: `${name}.get`, area: 'products', kind: 'query', roles: read,
      http: { method: 'GET', path: `${path}/:id` },
      input: z.object({ id: zId }),
      output: z.object({ item: def.item }),
      ui: { title: title('get'), hidden: true },
      cli: { verb: [...def.cli, 'show'], positionals: ['id'] },
    }),
    create: defineCommand({
      id: `${name}.create`, area: 'products', kind: 'mutation', roles: write,
      http: { method: 'POST', path },
      input: z.object(createShape as { [K in keyof F]: z.ZodOptional<F[K]> }),
      output: z.object({ item: def.item }),
      ui: { title: title('create'), keywords: def.keywords },
      cli: { verb: [...def.cli, 'create'] },
    }),
    update: defineCommand({
      id: `${name}.update`, area: 'products', kind: 'mutation', roles: write,
      http: { method: 'PUT', path: `${path}/:id` },
      input: z.object({ ...optional, id: zId }),
      output: z.object({ item: def.item }),
      ui: { title: title('update'), keywords: def.keywords },
      cli: { verb: [...def.cli, 'update'], positionals: ['id'] },
    }),
    delete: defineCommand({
      id: `${name}.delete`, area: 'products', kind: 'mutation', roles: write, danger: true,
      http: { method: 'DELETE', path: `${path}/:id` },
      input: z.object({ id: zId }),
      output: z.object({ deleted: z.literal(true) }),
      ui: { title: title('delete'), keywords: def.keywords },
      cli: { verb: [...def.cli, 'delete'], positionals: ['id'] },
    }),
  };
}
