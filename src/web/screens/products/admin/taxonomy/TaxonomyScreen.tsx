import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  rebuildTree, taxonCreate, taxonDelete, taxonMove, taxonomyList, taxonReorder, taxonUpdate, tree,
} from '../../../../../shared/commands/products/taxonomy.js';
import type { TaxonNode } from '../../../../../shared/schema/catalog.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { errorText, notifyError, notifySuccess } from '../../../../kit/notify.js';
import type { ScreenProps } from '../../../index.js';
import { TaxonForm } from './TaxonForm.js';
import { TaxonTree } from './TaxonTree.js';
import { findNode, type TreeChange } from './tree-ops.js';
import '../../../../styles/products-admin.css';

/** /products/taxonomy/:id?: the category tree of one taxonomy (the first when no id), with its side form. */
export default function TaxonomyScreen({ params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const taxonomies = useQuery({ queryKey: [taxonomyList.id], queryFn: ({ signal }) => api.call(taxonomyList, {}, { signal }) });
  const taxonomyId = Number(params.id) || taxonomies.data?.items[0]?.id || 0;
  const treeKey = [tree.id, taxonomyId] as const;
  const treeQuery = useQuery({
    queryKey: treeKey,
    queryFn: ({ signal }) => api.call(tree, { id: taxonomyId }, { signal }),
    enabled: taxonomyId > 0,
  });
  const root = treeQuery.data?.root ?? null;
  const selected = selectedId !== null ? findNode(root, selectedId) : root;

  /** Runs one change of the tree, then reloads it; the tree keeps its focus on the node. */
  async function run(work: () => Promise<unknown>, success?: () => void): Promise<void> {
    setBusy(true);
    try {
      await work();
      success?.();
    } catch (e) {
      notifyError(e);
    } finally {
      await queryClient.invalidateQueries({ queryKey: treeKey });
      void queryClient.invalidateQueries({ queryKey: ['taxon.search'] });
      setBusy(false);
    }
  }

  const key = () => ({ idempotencyKey: crypto.randomUUID() });
  const onChange = (c: TreeChange) => run(() => (c.kind === 'reorder'
    ? api.call(taxonReorder, { id: c.parentId, child_ids: c.childIds }, key())
    : api.call(taxonMove, { id: c.id, parent_id: c.parentId, position: c.position }, key())));
  const onRename = (node: TaxonNode, name: string) =>
    run(() => api.call(taxonUpdate, { id: node.id, ...(i18n.language === 'mn' ? { name_mn: name } : { name_en: name }) }, key()), () => notifySuccess('updated'));
  const onAdd = (parent: TaxonNode, name: string) =>
    run(async () => {
      const { taxon } = await api.call(taxonCreate, { parent_id: parent.id, name_en: name, name_mn: name }, key());
      setSelectedId(taxon.id);
    }, () => notifySuccess('saved'));
  async function onDelete(node: TaxonNode) {
    const name = i18n.language === 'mn' ? node.name_mn : node.name_en;
    const ok = await confirm({
      title: t('products_admin.taxonomy.delete_title', { name }),
      body: node.children.length ? t('products_admin.taxonomy.delete_children', { count: node.children.length }) : t('kit.resource.delete_body'),
      okLabel: t('kit.resource.delete'), danger: true,
    });
    if (!ok) return;
    await run(() => api.call(taxonDelete, { id: node.id }, key()), () => { setSelectedId(node.parent_id); notifySuccess('deleted'); });
  }
  const rebuild = () => run(async () => {
    const answer = await api.call(rebuildTree, { id: taxonomyId }, key());
    // §8: the server answers `category tree saved`; its translation is ours
    toast('success', t(answer.message === 'category tree saved' ? 'products_admin.taxonomy.tree_saved' : 'products_admin.taxonomy.rebuilt'));
  });

  return (
    <section className="pa-screen" data-testid="taxonomy-screen">
      <header className="pa-head">
        <h1 className="pa-title">{t('nav.routes.products_taxonomy')}</h1>
        {(taxonomies.data?.items.length ?? 0) > 1 && (
          <label className="pa-inline-field">
            <span>{t('products_admin.taxonomy.taxonomy')}</span>
            <select value={taxonomyId} onChange={(e) => { setSelectedId(null); navigate(`/products/taxonomy/${e.target.value}`); }} data-testid="taxonomy-select">
              {taxonomies.data?.items.map((x) => <option key={x.id} value={x.id}>{i18n.language === 'mn' ? x.name_mn : x.name_en}</option>)}
            </select>
          </label>
        )}
        <button type="button" className="btn" onClick={() => void rebuild()} disabled={busy || !taxonomyId} data-testid="taxonomy-rebuild">
          {t('products_admin.taxonomy.rebuild')}
        </button>
      </header>
      <p className="muted pa-hint" id="taxonomy-keys">{t('products_admin.taxonomy.keys')}</p>
      {(taxonomies.error ?? treeQuery.error) && <p role="alert" className="form-error">{errorText(taxonomies.error ?? treeQuery.error)}</p>}
      {!treeQuery.data && !treeQuery.error && <p role="status" className="muted">{t('kit.table.loading')}</p>}
      {treeQuery.data && (
        <div className="split split-open">
          <div className="split-main pa-tree-box" aria-describedby="taxonomy-keys">
            <TaxonTree key={taxonomyId} root={root} selectedId={selected?.id ?? null} onSelect={setSelectedId} disabled={busy}
              onChange={onChange} onRename={onRename} onAdd={onAdd} onDelete={onDelete} />
          </div>
          {selected && <TaxonForm key={selected.id} taxon={selected} onSaved={() => void queryClient.invalidateQueries({ queryKey: treeKey })} />}
        </div>
      )}
    </section>
  );
}
