import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { taxonUpdate } from '../../../../../shared/commands/products/taxonomy.js';
import type { TaxonNode } from '../../../../../shared/schema/catalog.js';
import { api } from '../../../../app/api.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../../../kit/notify.js';

const FIELDS = ['name_en', 'name_mn', 'slug', 'icon', 'banner_link', 'cover_image', 'meta_title', 'meta_description', 'meta_keywords', 'query_string', 'hidden'] as const;

/** The selected taxon's own fields beside the tree; its permalink follows from the slugs of its path. */
export function TaxonForm({ taxon, onSaved }: { taxon: TaxonNode; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const labels = useMemo(() => Object.fromEntries(FIELDS.map((f) => [f, t(`products_admin.taxonomy.fields.${f}`)])), [t]);
  const { children: _children, ...values } = taxon;
  return (
    <aside className="split-panel" aria-labelledby="taxon-form-title" data-testid="taxon-form">
      <h2 id="taxon-form-title">{i18n.language === 'mn' ? taxon.name_mn : taxon.name_en}</h2>
      <p className="muted pa-permalink">{t('products_admin.taxonomy.fields.permalink')}: <code data-testid="taxon-permalink">{taxon.permalink}</code></p>
      <SchemaForm schema={taxonUpdate.input} fields={FIELDS} labels={labels} fixed={{ id: taxon.id }} defaultValues={values}
        submitLabel={t('kit.resource.save')} testId="taxon-edit-form"
        onSubmit={async (v) => {
          await api.call(taxonUpdate, v, { idempotencyKey: crypto.randomUUID() });
          onSaved();
          notifySuccess('updated');
        }} />
    </aside>
  );
}
