import type { OutputBlockData } from '@editorjs/editorjs';
import { contentBlockSchema, type ContentBlock } from '../../../shared/commands/content/fields.js';

/**
 * Between the stored body (the help articles' block format, src/shared/schema/help.ts) and what
 * Editor.js's tools read and write. Only the list tool differs: version 2 keeps items as objects
 * (`{ content, items }`, nesting and checklists), the format keeps a flat list of texts.
 */
export function toEditor(blocks: readonly ContentBlock[]): OutputBlockData[] {
  return blocks.map((b) => (b.type === 'list'
    ? { ...b, data: { style: b.data.style, meta: {}, items: b.data.items.map((content) => ({ content, meta: {}, items: [] })) } }
    : { ...b, data: b.data as Record<string, unknown> }));
}

type ListItem = { content?: unknown; items?: unknown };

/** A nested list flattened in reading order: the body keeps one level. */
function flatItems(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((i: unknown) => (typeof i === 'string' ? [i] : [String((i as ListItem).content ?? ''), ...flatItems((i as ListItem).items)]));
}

/** The editor's output in the stored format; a block the format does not know is left out, and said by the count. */
export function fromEditor(blocks: readonly OutputBlockData[]): { blocks: ContentBlock[]; dropped: number } {
  const out: ContentBlock[] = [];
  for (const b of blocks) {
    const data = b.type === 'list'
      ? { style: (b.data as { style?: string }).style === 'ordered' ? 'ordered' : 'unordered', items: flatItems((b.data as { items?: unknown }).items) }
      : b.data;
    const parsed = contentBlockSchema.safeParse({ ...(b.id && { id: b.id }), type: b.type, data });
    if (parsed.success) out.push(parsed.data);
  }
  return { blocks: out, dropped: blocks.length - out.length };
}
