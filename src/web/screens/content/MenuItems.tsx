import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_LINK_KINDS, menuItemSchema, menus, type MenuItem } from '../../../shared/commands/content/menus.js';
import { api } from '../../app/api.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { invalidateResource } from '../../kit/resource/view.js';
import { fromItems, indent, moveBy, moveTo, newKey, outdent, pathOf, toItems, type Leaf, type Node, type Path } from './menu-tree.js';
import '../../styles/content.css';

/**
 * A menu's items under its form: two levels, each item a pair of labels and what it links to.
 * Alt+↑/↓ move an item among its siblings, Alt+→/← put it under the item above or take it out,
 * and the handle drags it; the focus stays in the moved item and a live region says where it went.
 */
export function MenuItems({ item }: { item: { id: number; items: MenuItem[] } }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [tree, setTree] = useState<Node[]>(() => fromItems(item.items));
  const [said, setSaid] = useState('');
  const [saving, setSaving] = useState(false);
  const refocus = useRef<{ key: string; field: string } | null>(null);
  const dragged = useRef<Path | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    list.current?.querySelector<HTMLElement>(`[data-key="${want.key}"] > .ct-item-row [data-field="${want.field}"]`)?.focus();
  }, [tree]);

  const label = (n: Leaf) => (i18n.language === 'mn' ? n.label_mn : n.label_en) || t('content_ui.menu.new_item');
  function change(next: Node[], key: string, field: string | null) {
    if (field) refocus.current = { key, field };
    setTree(next);
    const at = pathOf(next, key);
    const node = at && (at.length === 1 ? next[at[0]] : next[at[0]]!.children[at[1]]);
    if (node) setSaid(t('content_ui.menu.moved', { label: label(node), place: at.map((p) => p + 1).join('.') }));
  }
  function onKey(e: KeyboardEvent, path: Path, key: string) {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    const field = (e.target as HTMLElement).dataset.field ?? 'handle';
    const next = e.key === 'ArrowUp' ? moveBy(tree, path, -1) : e.key === 'ArrowDown' ? moveBy(tree, path, 1)
      : e.key === 'ArrowRight' ? indent(tree, path) : e.key === 'ArrowLeft' ? outdent(tree, path) : null;
    if (!next) return;
    e.preventDefault();
    change(next, key, field);
  }
  function edit(path: Path, patch: Partial<Leaf>) {
    setTree((cur) => cur.map((n, i) => {
      if (i !== path[0]) return n;
      if (path.length === 1) return { ...n, ...patch };
      return { ...n, children: n.children.map((c, j) => (j === path[1] ? { ...c, ...patch } : c)) };
    }));
  }
  function remove(path: Path) {
    setTree((cur) => (path.length === 1 ? cur.filter((_, i) => i !== path[0]) : cur.map((n, i) => (i === path[0] ? { ...n, children: n.children.filter((_, j) => j !== path[1]) } : n))));
  }
  function add() {
    const key = newKey();
    refocus.current = { key, field: 'label_en' };
    setTree((cur) => [...cur, { key, label_en: '', label_mn: '', kind: 'page', target: '', children: [] }]);
  }
  async function save() {
    const items = toItems(tree);
    if (!items.every((i) => menuItemSchema.safeParse(i).success)) {
      notifyError(new Error(t('content_ui.menu.invalid')));
      return;
    }
    setSaving(true);
    try {
      await api.call(menus.update, { id: item.id, items }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, menus);
      notifySuccess('saved');
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  }

  const row = (n: Leaf, path: Path) => (
    <div className="ct-item-row">
      <button type="button" className="ct-handle" draggable data-field="handle" aria-label={t('content_ui.menu.handle', { label: label(n) })}
        onDragStart={(e) => { dragged.current = path; e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', n.key); }}>⠿</button>
      <input data-field="label_en" aria-label={t('content_ui.menu.label_en')} placeholder={t('content_ui.menu.label_en')} value={n.label_en} maxLength={100}
        onChange={(e) => edit(path, { label_en: e.currentTarget.value })} />
      <input data-field="label_mn" aria-label={t('content_ui.menu.label_mn')} placeholder={t('content_ui.menu.label_mn')} value={n.label_mn} maxLength={100}
        onChange={(e) => edit(path, { label_mn: e.currentTarget.value })} />
      <select data-field="kind" aria-label={t('content_ui.menu.kind')} value={n.kind} onChange={(e) => edit(path, { kind: e.currentTarget.value as Leaf['kind'] })}>
        {MENU_LINK_KINDS.map((k) => <option key={k} value={k}>{t(`content_ui.menu.kinds.${k}`)}</option>)}
      </select>
      <input data-field="target" aria-label={t('content_ui.menu.target')} placeholder={t('content_ui.menu.target')} value={n.target} maxLength={500}
        onChange={(e) => edit(path, { target: e.currentTarget.value })} />
      <button type="button" className="btn btn-ghost" aria-label={`${t('content_ui.menu.remove')}: ${label(n)}`} onClick={() => remove(path)}>×</button>
    </div>
  );
  const dropProps = (path: Path, key: string) => ({
    onDragOver: (e: React.DragEvent) => {
      const from = dragged.current;
      if (from && from.length === path.length && (from.length === 1 || from[0] === path[0])) e.preventDefault();
    },
    onDrop: (e: React.DragEvent) => {
      const from = dragged.current;
      dragged.current = null;
      if (!from || from.length !== path.length) return;
      e.preventDefault();
      e.stopPropagation();
      const movedKey = from.length === 1 ? tree[from[0]]!.key : tree[from[0]]!.children[from[1]]!.key;
      change(moveTo(tree, from, path[path.length - 1]!), movedKey, null);
      void key;
    },
  });

  return (
    <section className="ct-menu" aria-labelledby={`ct-menu-${item.id}`} data-testid="menu-items">
      <div className="ct-body-head">
        <h3 id={`ct-menu-${item.id}`}>{t('content_ui.menu.title')}</h3>
        <button type="button" className="btn btn-ghost" onClick={add} data-testid="menu-items-add">{t('content_ui.menu.add')}</button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving} data-testid="menu-items-save">{t('content_ui.menu.save')}</button>
      </div>
      <p className="muted ct-hint">{t('content_ui.menu.hint')}</p>
      {tree.length === 0 && <p className="muted">{t('content_ui.menu.empty')}</p>}
      <ol className="ct-items" ref={list}>
        {tree.map((n, i) => (
          <li key={n.key} data-key={n.key} className="ct-item" onKeyDown={(e) => onKey(e, [i], n.key)} {...dropProps([i], n.key)} data-testid="menu-item">
            {row(n, [i])}
            {n.children.length > 0 && (
              <ol className="ct-items ct-children">
                {n.children.map((c, j) => (
                  <li key={c.key} data-key={c.key} className="ct-item" data-testid="menu-child"
                    onKeyDown={(e) => { e.stopPropagation(); onKey(e, [i, j], c.key); }} {...dropProps([i, j], c.key)}>
                    {row(c, [i, j])}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <p className="sr-only" role="status" aria-live="polite">{said}</p>
    </section>
  );
}
