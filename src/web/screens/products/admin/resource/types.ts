import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { CommandSpec } from '../../../../../shared/commands/define.js';
import type { ListPage } from '../../../../kit/table/source.js';
import type { Column } from '../../../../kit/table/types.js';

/** A plain resource's row: every one the catalogue declares has a numeric id. */
export interface ResourceRow { id: number }

/**
 * The five catalogue entries `resourceCommands()` declares (src/shared/commands/products/resource.ts),
 * seen from the screen: the input schemas drive the forms, the outputs type the rows.
 */
export interface ResourceCommandSet<Row extends ResourceRow> {
  list: CommandSpec<z.ZodType, z.ZodType<ListPage<Row>>>;
  get: CommandSpec<z.ZodType, z.ZodType<{ item: Row }>>;
  create: CommandSpec<z.ZodType, z.ZodType<{ item: Row }>>;
  update: CommandSpec<z.ZodType, z.ZodType<{ item: Row }>>;
  delete: CommandSpec<z.ZodType, z.ZodType>;
}

/** One declaration gives a plain resource's list, create and edit forms and delete (DESIGN.md, after react-admin). */
export interface ResourceConfig<Row extends ResourceRow> {
  /** Test-id and i18n prefix: `option_type` gives `resource-option_type-table`. */
  name: string;
  commands: ResourceCommandSet<Row>;
  /** The list's URL; a row opens at `${basePath}/${id}` when `routedDetail`, else at `?edit=id`. */
  basePath: string;
  routedDetail: boolean;
  /** i18n key of the screen title (the route's label). */
  title: string;
  columns: (t: TFunction) => Column<Row>[];
  /** What names a row in headings and confirmations. */
  itemLabel: (row: Row, language: string) => string;
  /** The form's fields, in order (by default every field of the create input). */
  formFields?: readonly string[];
  labels?: (t: TFunction) => Record<string, string>;
  /** Defaults of a new row (a colour for a badge). */
  createDefaults?: Record<string, unknown>;
  /** What the edit panel shows under the form (an option type's values, a prototype's links). */
  extra?: ComponentType<{ item: Row }>;
}
