import { describe, expect, it } from 'vitest';
import type { TaxonNode } from '../../src/shared/schema/catalog.js';
import { chunks, parsePriceCsv, parseRowsCsv, splitLine } from '../../src/web/screens/products/admin/price/csv.js';
import {
  dropChange, indentChange, outdentChange, reorderChange, visibleRows, zoneAt,
} from '../../src/web/screens/products/admin/taxonomy/tree-ops.js';

const node = (id: number, children: TaxonNode[] = []): TaxonNode => ({
  id, taxonomy_id: 1, parent_id: null, name_en: `n${id}`, name_mn: `n${id}`, slug: `n${id}`, permalink: `n${id}`, position: 0, depth: 0,
  icon: null, banner_link: null, cover_image: null, meta_title: null, meta_description: null, meta_keywords: null, query_string: null,
  hidden: false, children,
});
// 1 ─ 2 (─ 5), 3, 4
const tree = () => node(1, [node(2, [node(5)]), node(3), node(4)]);

describe('taxonomy tree operations', () => {
  it('shows the rows of expanded nodes only, depth first', () => {
    expect(visibleRows(tree(), new Set([1])).map((r) => r.node.id)).toEqual([1, 2, 3, 4]);
    expect(visibleRows(tree(), new Set([1, 2])).map((r) => [r.node.id, r.level])).toEqual([[1, 1], [2, 2], [5, 3], [3, 2], [4, 2]]);
  });
  it('reorders among siblings, not past either end', () => {
    expect(reorderChange(tree(), 2, 1)).toEqual({ kind: 'reorder', parentId: 1, childIds: [3, 2, 4] });
    expect(reorderChange(tree(), 2, -1)).toBeNull();
    expect(reorderChange(tree(), 1, 1)).toBeNull();
  });
  it('indents under the previous sibling and outdents after the parent', () => {
    expect(indentChange(tree(), 3)).toEqual({ kind: 'move', id: 3, parentId: 2, position: 1 });
    expect(indentChange(tree(), 2)).toBeNull();
    expect(outdentChange(tree(), 5)).toEqual({ kind: 'move', id: 5, parentId: 1, position: 1 });
    expect(outdentChange(tree(), 3)).toBeNull();
  });
  it('turns a drop into a move, never into the node itself or below it', () => {
    expect(dropChange(tree(), 4, 2, 'before')).toEqual({ kind: 'move', id: 4, parentId: 1, position: 0 });
    expect(dropChange(tree(), 2, 4, 'after')).toEqual({ kind: 'move', id: 2, parentId: 1, position: 2 });
    expect(dropChange(tree(), 3, 2, 'inside')).toEqual({ kind: 'move', id: 3, parentId: 2, position: 1 });
    expect(dropChange(tree(), 2, 5, 'inside')).toBeNull();
    expect(zoneAt(2, 32)).toBe('before');
    expect(zoneAt(16, 32)).toBe('inside');
    expect(zoneAt(30, 32)).toBe('after');
  });
});

describe('price update CSV', () => {
  it('reads quoted cells', () => {
    expect(splitLine('a,"1,200",""""', ',')).toEqual(['a', '1,200', '"']);
  });
  it('reads the columns the command declares as money in ₮, exactly; keeps good rows, reports bad amounts and unknown columns', () => {
    const { rows, issues } = parsePriceCsv('sku,price,cost_price,sale_price,colour\nA,1000,,,red\nB,abc\n"C","2,500",100,4.35\nD,"1,5"\n');
    expect(rows).toEqual([{ sku: 'A', price: 100_000 }, { sku: 'C', price: 250_000, cost_price: 10_000, sale_price: 435 }]);
    expect(issues).toEqual([
      { key: 'unknown_column', values: { name: 'colour' } },
      { key: 'bad_amount', values: { line: 3, column: 'price' } },
      { key: 'bad_amount', values: { line: 5, column: 'price' } },
    ]);
    expect(parsePriceCsv('price\n1').issues).toEqual([{ key: 'no_header' }]);
    expect(parsePriceCsv('sku\tprice\nA\t5').rows).toEqual([{ sku: 'A', price: 500 }]);
  });
  it('reads a listing file: money in ₮, counts as whole numbers', () => {
    const { rows, issues } = parseRowsCsv('sku,price,count_on_hand\nL-1,10,5\nL-2,10,1.5\n', ['sku', 'price', 'count_on_hand'], ['price'], ['count_on_hand']);
    expect(rows).toEqual([{ sku: 'L-1', price: 1000, count_on_hand: 5 }]);
    expect(issues).toEqual([{ key: 'bad_number', values: { line: 3, column: 'count_on_hand' } }]);
  });
  it('cuts rows into the command chunks', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
