import { z } from 'zod';
import { defineCommand } from '../commands/define.js';
import { zId } from '../schema/common.js';
import { listInput, listOutput, type FilterKind } from '../schema/list.js';
import type { ResourceDef } from './define.js';

/** One entry of a row's history (`<name>.audits`): who ran which command with what. */
export const resourceAuditSchema = z.object({
  id: z.number().int(), at: z.string(), user_id: z.number().int().nullable(), user_email: z.string().nullable(),
  command_id: z.string(), input: z.record(z.string(), z.unknown()),
});

/** The catalogue entries of one declaration (see ResourceDef); ids, titles and verbs follow its name. */
export function resourceCommands<F extends z.ZodRawShape, O extends z.ZodType>(def: ResourceDef<F, O>) {
  const { area, name, path, read, write } = def;
  const access = { ...(def.websites && { websites: def.websites }), ...(def.features && { features: def.features }) };
  const optional = Object.fromEntries(Object.entries(def.fields).map(([k, v]) => [k, (v as z.ZodType).optional()])) as unknown as {
    [K in keyof F]: z.ZodOptional<F[K]>;
  };
  const createShape = { ...optional } as Record<string, z.ZodType>;
  for (const key of def.required) createShape[key] = def.fields[key] as z.ZodType;
  const filters: Record<string, FilterKind> = { ...def.list.filters, ...(def.parent && { [def.parent.field]: 'number' as const }) };
  const common = (verb: string, cli: string, keywords = true) => ({
    area, ...access,
    ui: { title: `commands.${area}.${name}.${verb}`, ...(keywords ? { keywords: def.keywords } : { hidden: true }) },
    cli: { verb: [...def.cli, cli], ...(verb !== 'list' && verb !== 'create' && verb !== 'update_positions' && { positionals: ['id'] }) },
  });
  const item = z.object({ item: def.item });
  const money = def.money?.length ? { money: def.money } : {};
  const secretFields = [...(def.secrets ?? []), ...(def.redacted ?? [])];
  const secret = secretFields.length ? { secret: secretFields } : {};
  const byId = z.object({ id: zId });

  return {
    list: defineCommand({
      id: `${name}.list`, kind: 'query', roles: read, http: { method: 'GET', path }, ...common('list', 'list'),
      input: listInput({ filters, sorts: def.list.sorts ?? [], perPage: def.list.perPage ?? 100 })
        .extend({ query: z.string().trim().max(100).optional() }),
      output: listOutput(def.item),
    }),
    get: defineCommand({
      id: `${name}.get`, kind: 'query', roles: read, http: { method: 'GET', path: `${path}/:id` }, ...common('get', 'show', false),
      input: byId, output: item,
    }),
    create: defineCommand({
      id: `${name}.create`, kind: 'mutation', roles: write, http: { method: 'POST', path }, ...common('create', 'create'), ...money, ...secret,
      input: z.object(createShape as { [K in keyof F]: z.ZodOptional<F[K]> }), output: item,
    }),
    update: defineCommand({
      id: `${name}.update`, kind: 'mutation', roles: write, http: { method: 'PUT', path: `${path}/:id` }, ...common('update', 'update'), ...money, ...secret,
      input: z.object({ ...optional, id: zId }), output: item,
    }),
    delete: defineCommand({
      id: `${name}.delete`, kind: 'mutation', roles: write, danger: true, http: { method: 'DELETE', path: `${path}/:id` },
      ...common('delete', 'delete'), input: byId, output: z.object({ deleted: z.literal(true) }),
    }),
    clone: def.clone ? defineCommand({
      id: `${name}.clone`, kind: 'mutation', roles: write, http: { method: 'POST', path: `${path}/:id/clone` }, ...common('clone', 'clone'), ...secret,
      input: byId, output: item,
    }) : undefined,
    update_positions: def.positions ? defineCommand({
      id: `${name}.update_positions`, kind: 'mutation', roles: write, http: { method: 'PUT', path: `${path}/update_positions` },
      ...common('update_positions', 'update-positions'),
      input: z.object({ ids: z.array(zId).min(1).max(1000) }), output: z.object({ updated: z.number().int() }),
    }) : undefined,
    audits: def.audits ? defineCommand({
      id: `${name}.audits`, kind: 'query', roles: read, http: { method: 'GET', path: `${path}/:id/audits` }, ...common('audits', 'audits'),
      input: z.object({
        id: zId,
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        per_page: z.coerce.number().int().min(1).max(1000).default(50),
      }),
      output: listOutput(resourceAuditSchema),
    }) : undefined,
  };
}
