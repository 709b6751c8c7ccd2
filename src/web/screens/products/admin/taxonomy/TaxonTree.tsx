import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxonNode } from '../../../../../shared/schema/catalog.js';
import {
  dropChange, indentChange, outdentChange, reorderChange, visibleRows, zoneAt, type DropZone, type TreeChange,
} from './tree-ops.js';

export interface TaxonTreeProps {
  root: TaxonNode | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** A move or reorder asked by keyboard or drag; resolves once saved and the tree reloaded. */
  onChange: (change: TreeChange) => Promise<void>;
  onRename: (node: TaxonNode, name: string) => Promise<void>;
  onAdd: (parent: TaxonNode, name: string) => Promise<void>;
  onDelete: (node: TaxonNode) => Promise<void>;
  disabled: boolean;
}

const nameOf = (n: TaxonNode, lang: string) => (lang === 'mn' ? n.name_mn : n.name_en) || n.name_en;

/**
 * The category tree, worked by keyboard (WAI-ARIA tree: arrows move, → opens, ← closes; Enter
 * renames; Alt+arrows reorder, indent and outdent; Insert or n adds a child; Delete removes) and by
 * drag and drop (top or bottom quarter of a row: before or after it; the middle: inside it).
 */
export function TaxonTree({ root, selectedId, onSelect, onChange, onRename, onAdd, onDelete, disabled }: TaxonTreeProps) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(root ? [root.id, ...root.children.map((c) => c.id)] : []));
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [drop, setDrop] = useState<{ id: number; zone: DropZone } | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const rows = useMemo(() => visibleRows(root, expanded), [root, expanded]);
  const focusedId = selectedId ?? root?.id ?? null;

  // keeps the keyboard focus on the selected node across moves and reloads of the tree
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree || !tree.contains(document.activeElement) || editing !== null || adding !== null) return;
    tree.querySelector<HTMLElement>(`[data-taxon-id="${focusedId}"]`)?.focus();
  }, [focusedId, rows, editing, adding]);

  useEffect(() => { if (root) setExpanded((s) => (s.has(root.id) ? s : new Set([...s, root.id]))); }, [root]);

  function setOpen(id: number, open: boolean) {
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(id); else next.delete(id);
      return next;
    });
  }

  async function change(c: TreeChange | null) {
    if (!c) return;
    if (c.kind === 'move') setOpen(c.parentId, true);
    await onChange(c);
  }

  function onKeyDown(e: React.KeyboardEvent, i: number) {
    if (disabled || editing !== null || adding !== null) return;
    const row = rows[i]!;
    const node = row.node;
    const open = expanded.has(node.id);
    const go = (j: number) => { const r = rows[j]; if (r) onSelect(r.node.id); };
    let handled = true;
    if (e.altKey && e.key === 'ArrowUp') void change(reorderChange(root, node.id, -1));
    else if (e.altKey && e.key === 'ArrowDown') void change(reorderChange(root, node.id, 1));
    else if (e.altKey && e.key === 'ArrowRight') void change(indentChange(root, node.id));
    else if (e.altKey && e.key === 'ArrowLeft') void change(outdentChange(root, node.id));
    else if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(rows.length - 1);
    else if (e.key === 'ArrowRight') { if (node.children.length && !open) setOpen(node.id, true); else if (open) go(i + 1); }
    else if (e.key === 'ArrowLeft') {
      if (open && node.children.length) setOpen(node.id, false);
      else if (row.parent) onSelect(row.parent.id);
    }
    else if (e.key === 'Enter' || e.key === 'F2') setEditing(node.id);
    else if (e.key === 'Insert' || (e.key === 'n' && !e.ctrlKey && !e.metaKey)) { setOpen(node.id, true); setAdding(node.id); }
    else if (e.key === 'Delete' && row.parent) void onDelete(node);
    else handled = false;
    if (handled) { e.preventDefault(); e.stopPropagation(); }
  }

  function onDragOver(e: React.DragEvent<HTMLElement>, id: number) {
    if (dragId === null || dragId === id) return;
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    const zone = zoneAt(e.clientY - box.top, box.height);
    if (drop?.id !== id || drop.zone !== zone) setDrop({ id, zone });
  }

  function onDrop(e: React.DragEvent, id: number) {
    e.preventDefault();
    const zone = drop?.id === id ? drop.zone : 'inside';
    const from = dragId;
    setDragId(null);
    setDrop(null);
    if (from !== null) void change(dropChange(root, from, id, zone));
  }

  if (!root) return <p className="muted">{t('products_admin.taxonomy.empty')}</p>;

  return (
    <ul className="pa-tree" role="tree" aria-label={t('products_admin.taxonomy.tree')} ref={treeRef} data-testid="taxon-tree" aria-busy={disabled}>
      {rows.map((row, i) => {
        const { node } = row;
        const open = expanded.has(node.id);
        const selected = node.id === focusedId;
        const zone = drop?.id === node.id ? drop.zone : null;
        return (
          <li key={node.id} role="none">
            <div role="treeitem" aria-level={row.level} aria-setsize={row.siblingCount} aria-posinset={row.index + 1}
              aria-expanded={node.children.length ? open : undefined} aria-selected={selected} tabIndex={selected ? 0 : -1}
              data-taxon-id={node.id} data-testid="taxon-node" data-name={node.name_en}
              className={`pa-tree-row${selected ? ' pa-tree-selected' : ''}${zone ? ` pa-drop-${zone}` : ''}${dragId === node.id ? ' pa-dragging' : ''}`}
              style={{ paddingLeft: `${(row.level - 1) * 18 + 6}px` }}
              draggable={!disabled && row.parent !== null && editing === null}
              onDragStart={(e) => { setDragId(node.id); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(node.id)); }}
              onDragEnd={() => { setDragId(null); setDrop(null); }}
              onDragOver={(e) => onDragOver(e, node.id)}
              onDragLeave={() => { if (drop?.id === node.id) setDrop(null); }}
              onDrop={(e) => onDrop(e, node.id)}
              onClick={() => onSelect(node.id)} onKeyDown={(e) => onKeyDown(e, i)}>
              <span className="pa-twisty" aria-hidden="true" onClick={(e) => { e.stopPropagation(); setOpen(node.id, !open); }}>
                {node.children.length ? (open ? '▾' : '▸') : ''}
              </span>
              {editing === node.id
                ? <NameInput initial={nameOf(node, i18n.language)} label={t('products_admin.taxonomy.rename')}
                    onDone={async (name) => { if (name !== null && name !== nameOf(node, i18n.language)) await onRename(node, name); setEditing(null); }} />
                : <span className="pa-tree-name">{nameOf(node, i18n.language)}</span>}
              {node.hidden && <span className="pa-tag">{t('products_admin.taxonomy.hidden')}</span>}
            </div>
            {adding === node.id && (
              <div className="pa-tree-row pa-tree-adding" style={{ paddingLeft: `${row.level * 18 + 24}px` }}>
                <NameInput initial="" label={t('products_admin.taxonomy.new_name')}
                  onDone={async (name) => { if (name) await onAdd(node, name); setAdding(null); }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** An inline name field: Enter keeps (null when empty), Esc gives up; focus goes back to the tree. */
function NameInput({ initial, label, onDone }: { initial: string; label: string; onDone: (name: string | null) => Promise<void> }) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  // a ref, not the state: Enter and the blur that follows arrive before a re-render
  const done = useRef(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => { ref.current?.focus(); ref.current?.select(); }, []);
  const back = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="tree"] [tabindex="0"]')?.focus());
  async function finish(name: string | null) {
    if (done.current) return;
    done.current = true;
    setBusy(true);
    try { await onDone(name); } finally { setBusy(false); back(); }
  }
  return (
    <input ref={ref} className="pa-tree-input" aria-label={label} value={value} disabled={busy} maxLength={100} data-testid="taxon-name-input"
      onChange={(e) => setValue(e.target.value)} onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') { e.preventDefault(); void finish(value.trim() || null); }
        if (e.key === 'Escape') { e.preventDefault(); void finish(null); }
      }}
      onBlur={() => void finish(null)} />
  );
}
