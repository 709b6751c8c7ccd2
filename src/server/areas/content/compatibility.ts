import { eq, inArray } from 'drizzle-orm';
import { compatibilityBuilds, compatibilityEntries, compatibilityFeatures, compatibilityPresets, type FeatureValue } from '../../../shared/commands/content/compatibility.js';
import type { AuthedContext, BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import type { Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

/** Every feature a list of values names is a declared feature, and none is named twice: else 400 on `features`. */
async function knownFeatures(ctx: AuthedContext, input: Record<string, unknown>) {
  const values = input.features as FeatureValue[] | undefined;
  if (!values) return;
  const codes = values.map((v) => v.feature);
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice) throw badRequest({ features: `${twice} is given twice` });
  const found = codes.length ? await ctx.db.select({ code: schema.compatibilityFeatures.code }).from(schema.compatibilityFeatures).where(inArray(schema.compatibilityFeatures.code, codes)) : [];
  const missing = codes.filter((c) => !found.some((f) => f.code === c));
  if (missing.length) throw badRequest({ features: `no such feature: ${missing.join(', ')}` });
}

/**
 * A build's parts fit together: each has an entry, and for every feature all the parts that have it
 * (and the preset, when it names it) give the same value. Else 400 on `parts` (or `preset_id`),
 * naming the part and the feature, and nothing is stored.
 */
export function conflictsOf(parts: { product: string; features: FeatureValue[] }[], preset: FeatureValue[]): string[] {
  const seen = new Map<string, { value: string; by: string }>(preset.map((f) => [f.feature, { value: f.value, by: 'preset' }]));
  const conflicts: string[] = [];
  for (const part of parts) {
    for (const f of part.features) {
      const before = seen.get(f.feature);
      if (!before) seen.set(f.feature, { value: f.value, by: part.product });
      else if (before.value !== f.value) conflicts.push(`${part.product} has ${f.feature} ${f.value}, ${before.by} has ${before.value}`);
    }
  }
  return conflicts;
}

async function partsFit(ctx: AuthedContext, input: Record<string, unknown>, row: Row | null) {
  const parts = (input.parts as string[] | undefined) ?? (row?.parts as string[] | undefined) ?? [];
  const presetId = (input.preset_id as number | undefined) ?? (row?.presetId as number | undefined);
  if (input.parts === undefined && input.preset_id === undefined) return;
  const twice = parts.find((p, i) => parts.indexOf(p) !== i);
  if (twice) throw badRequest({ parts: `${twice} is given twice` });
  const [preset] = presetId ? await ctx.db.select().from(schema.compatibilityPresets).where(eq(schema.compatibilityPresets.id, presetId)).limit(1) : [];
  if (!preset) throw badRequest({ preset_id: 'no such preset' });
  const entries = await ctx.db.select().from(schema.compatibilities).where(inArray(schema.compatibilities.product, parts));
  const missing = parts.filter((p) => !entries.some((e) => e.product === p));
  if (missing.length) throw badRequest({ parts: `no compatibility entry for ${missing.join(', ')}` });
  const ordered = parts.map((p) => entries.find((e) => e.product === p)!);
  const conflicts = conflictsOf(ordered, preset.features);
  if (conflicts.length) throw badRequest({ parts: `do not fit: ${conflicts.slice(0, 3).join('; ')}` });
}

export const compatibilityHandlers: BoundHandler[] = [
  ...serveResource(compatibilityFeatures, { table: schema.compatibilityFeatures }),
  ...serveResource(compatibilityEntries, { table: schema.compatibilities, check: knownFeatures }),
  ...serveResource(compatibilityPresets, { table: schema.compatibilityPresets, check: knownFeatures, references: [{ column: schema.compatibilityBuilds.presetId }] }),
  ...serveResource(compatibilityBuilds, { table: schema.compatibilityBuilds, check: partsFit }),
];
