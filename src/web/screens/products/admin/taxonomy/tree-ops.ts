import type { TaxonNode } from '../../../../../shared/schema/catalog.js';

/** One line of the tree as shown: the node, its depth under the root, its parent and place among siblings. */
export interface TreeRow {
  node: TaxonNode;
  level: number;
  parent: TaxonNode | null;
  /** Index among the parent's children. */
  index: number;
  siblingCount: number;
}

/** The rows a user sees: the root, then children of expanded nodes, depth first in their order. */
export function visibleRows(root: TaxonNode | null, expanded: ReadonlySet<number>): TreeRow[] {
  const out: TreeRow[] = [];
  if (!root) return out;
  const visit = (node: TaxonNode, level: number, parent: TaxonNode | null, index: number, siblingCount: number) => {
    out.push({ node, level, parent, index, siblingCount });
    if (!expanded.has(node.id)) return;
    node.children.forEach((c, i) => visit(c, level + 1, node, i, node.children.length));
  };
  visit(root, 1, null, 0, 1);
  return out;
}

export function findNode(root: TaxonNode | null, id: number): TaxonNode | null {
  if (!root) return null;
  if (root.id === id) return root;
  for (const c of root.children) {
    const hit = findNode(c, id);
    if (hit) return hit;
  }
  return null;
}

export function parentOf(root: TaxonNode | null, id: number): TaxonNode | null {
  if (!root) return null;
  for (const c of root.children) {
    if (c.id === id) return root;
    const hit = parentOf(c, id);
    if (hit) return hit;
  }
  return null;
}

/** True when `id` is `ancestorId` or lies under it: a node cannot move into itself. */
export function isWithin(root: TaxonNode | null, id: number, ancestorId: number): boolean {
  const ancestor = findNode(root, ancestorId);
  return !!ancestor && !!findNode(ancestor, id);
}

/** A change of place, as the server takes it: `taxon.reorder` (children of one parent) or `taxon.move`. */
export type TreeChange =
  | { kind: 'reorder'; parentId: number; childIds: number[] }
  | { kind: 'move'; id: number; parentId: number; position: number };

/** Alt+↑ / Alt+↓: the node swaps with its previous or next sibling. Null at either end or for the root. */
export function reorderChange(root: TaxonNode | null, id: number, delta: -1 | 1): TreeChange | null {
  const parent = parentOf(root, id);
  if (!parent) return null;
  const ids = parent.children.map((c) => c.id);
  const at = ids.indexOf(id);
  const to = at + delta;
  if (to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return { kind: 'reorder', parentId: parent.id, childIds: ids };
}

/** Alt+→: the node becomes the last child of its previous sibling. */
export function indentChange(root: TaxonNode | null, id: number): TreeChange | null {
  const parent = parentOf(root, id);
  if (!parent) return null;
  const at = parent.children.findIndex((c) => c.id === id);
  if (at <= 0) return null;
  const newParent = parent.children[at - 1]!;
  return { kind: 'move', id, parentId: newParent.id, position: newParent.children.length };
}

/** Alt+←: the node leaves its parent and comes right after it. The root's children stay under the root. */
export function outdentChange(root: TaxonNode | null, id: number): TreeChange | null {
  const parent = parentOf(root, id);
  if (!parent) return null;
  const grand = parentOf(root, parent.id);
  if (!grand) return null;
  const parentAt = grand.children.findIndex((c) => c.id === parent.id);
  return { kind: 'move', id, parentId: grand.id, position: parentAt + 1 };
}

/** Where a dragged node lands relative to the node it is dropped on. */
export type DropZone = 'before' | 'inside' | 'after';

/** A drop as a move: before/after a node puts it among that node's siblings, inside makes it the last child. */
export function dropChange(root: TaxonNode | null, dragId: number, targetId: number, zone: DropZone): TreeChange | null {
  if (dragId === targetId || isWithin(root, targetId, dragId)) return null;
  const target = findNode(root, targetId);
  if (!target) return null;
  const targetParent = parentOf(root, targetId);
  if (zone === 'inside' || !targetParent) {
    return { kind: 'move', id: dragId, parentId: target.id, position: target.children.filter((c) => c.id !== dragId).length };
  }
  // the server places among the siblings without the moved node, so count the others only
  const others = targetParent.children.filter((c) => c.id !== dragId);
  const at = others.findIndex((c) => c.id === targetId);
  return { kind: 'move', id: dragId, parentId: targetParent.id, position: zone === 'before' ? at : at + 1 };
}

/** The drop zone from the pointer's height within a row: top quarter before, bottom quarter after. */
export function zoneAt(offsetY: number, height: number): DropZone {
  if (offsetY < height / 4) return 'before';
  if (offsetY > (height * 3) / 4) return 'after';
  return 'inside';
}
