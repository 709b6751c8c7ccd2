import type { MenuItem } from '../../../shared/commands/content/menus.js';

/**
 * The pure moves of the menu editor, on a two-level tree (an item and the items under it). Each
 * returns a new tree; a move that cannot be made returns the same one. A path is `[i]` for a
 * top-level item, `[i, j]` for the j-th under the i-th.
 */
export type Leaf = Omit<MenuItem, 'children'> & { key: string };
export type Node = Leaf & { children: Leaf[] };
export type Path = readonly [number] | readonly [number, number];

let serial = 0;
export const newKey = () => `m${++serial}`;

export function fromItems(items: readonly MenuItem[]): Node[] {
  return items.map(({ children, ...item }) => ({ ...item, key: newKey(), children: (children ?? []).map((c) => ({ ...c, key: newKey() })) }));
}

export function toItems(tree: readonly Node[]): MenuItem[] {
  const strip = ({ key: _key, ...rest }: Leaf) => rest;
  return tree.map(({ children, ...node }) => ({ ...strip(node), children: children.map(strip) }));
}

/** Moves an item among its siblings by `delta` (−1 up, +1 down); a top-level item takes its children along. */
export function moveBy(tree: readonly Node[], path: Path, delta: -1 | 1): Node[] {
  if (path.length === 1) return swap(tree, path[0], path[0] + delta);
  const [i, j] = path;
  const parent = tree[i]!;
  const children = swap(parent.children, j, j + delta);
  return children === parent.children ? [...tree] : tree.map((n, k) => (k === i ? { ...n, children } : n));
}

/** Moves an item to `to` among its siblings (a drop). */
export function moveTo(tree: readonly Node[], path: Path, to: number): Node[] {
  if (path.length === 1) return reorder(tree, path[0], to);
  const [i, j] = path;
  return tree.map((n, k) => (k === i ? { ...n, children: reorder(n.children, j, to) } : n));
}

/** A top-level item without children of its own goes under the item above it, last. */
export function indent(tree: readonly Node[], path: Path): Node[] {
  if (path.length !== 1 || path[0] === 0 || tree[path[0]]!.children.length) return [...tree];
  const i = path[0];
  const { children: _none, ...leaf } = tree[i]!;
  return tree.flatMap((n, k) => (k === i ? [] : k === i - 1 ? [{ ...n, children: [...n.children, leaf] }] : [n]));
}

/** An item under another comes out, to just after its parent. */
export function outdent(tree: readonly Node[], path: Path): Node[] {
  if (path.length !== 2) return [...tree];
  const [i, j] = path;
  const leaf = tree[i]!.children[j]!;
  return tree.flatMap((n, k) => (k === i ? [{ ...n, children: n.children.filter((_, c) => c !== j) }, { ...leaf, children: [] }] : [n]));
}

/** Where an item is after a tree changed, found by its key. */
export function pathOf(tree: readonly Node[], key: string): Path | null {
  for (let i = 0; i < tree.length; i++) {
    if (tree[i]!.key === key) return [i];
    const j = tree[i]!.children.findIndex((c) => c.key === key);
    if (j >= 0) return [i, j];
  }
  return null;
}

function swap<T>(list: readonly T[], a: number, b: number): T[] {
  if (b < 0 || b >= list.length) return list as T[];
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
