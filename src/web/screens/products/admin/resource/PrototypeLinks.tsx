import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { optionTypes, properties, prototypes } from '../../../../../shared/commands/products/resources.js';
import type { prototypeSchema } from '../../../../../shared/schema/catalog.js';
import { api } from '../../../../app/api.js';
import { notifyError, notifySuccess } from '../../../../kit/notify.js';
import { invalidateResource } from '../../../../kit/resource/view.js';
import '../../../../styles/products-admin.css';

type Prototype = z.infer<typeof prototypeSchema>;

/** A prototype's option types and properties: what a product made from it starts with (issue 5 point 1). */
export function PrototypeLinks({ item }: { item: Prototype }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [types, setTypes] = useState(() => new Set(item.option_type_ids));
  const [props, setProps] = useState(() => new Set(item.property_ids));
  const [saving, setSaving] = useState(false);
  const allTypes = useQuery({ queryKey: [optionTypes.list.id, 'all'], queryFn: ({ signal }) => api.call(optionTypes.list, { per_page: 1000 }, { signal }) });
  const allProps = useQuery({ queryKey: [properties.list.id, 'all'], queryFn: ({ signal }) => api.call(properties.list, { per_page: 1000 }, { signal }) });
  const mn = i18n.language === 'mn';

  async function save() {
    setSaving(true);
    try {
      await api.call(prototypes.update, { id: item.id, option_type_ids: [...types], property_ids: [...props] }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, prototypes);
      notifySuccess('updated');
    } catch (e) { notifyError(e); } finally { setSaving(false); }
  }
  const toggle = (set: Set<number>, id: number, apply: (s: Set<number>) => void) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id); else next.add(id);
    apply(next);
  };

  return (
    <section className="pa-sub" data-testid="prototype-links">
      <fieldset className="pa-checks">
        <legend>{t('products_admin.prototypes.option_types')}</legend>
        {allTypes.data?.items.map((o) => (
          <label key={o.id}><input type="checkbox" checked={types.has(o.id)} onChange={() => toggle(types, o.id, setTypes)} /> {mn ? o.presentation_mn : o.presentation_en}</label>
        )) ?? <span className="muted">{t('kit.table.loading')}</span>}
      </fieldset>
      <fieldset className="pa-checks">
        <legend>{t('products_admin.prototypes.properties')}</legend>
        {allProps.data?.items.map((p) => (
          <label key={p.id}><input type="checkbox" checked={props.has(p.id)} onChange={() => toggle(props, p.id, setProps)} /> {mn ? p.presentation_mn : p.presentation_en}</label>
        )) ?? <span className="muted">{t('kit.table.loading')}</span>}
      </fieldset>
      <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()} data-testid="prototype-links-save">
        {t('products_admin.prototypes.save_links')}
      </button>
    </section>
  );
}
