import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { optionTypes, optionValues } from '../../../../../shared/commands/products/resources.js';
import type { optionTypeSchema } from '../../../../../shared/schema/catalog.js';
import type { z } from 'zod';
import { api } from '../../../../app/api.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { notifyError, notifySuccess } from '../../../../kit/notify.js';
import { invalidateResource } from '../../../../kit/resource/view.js';
import '../../../../styles/products-admin.css';

type OptionType = z.infer<typeof optionTypeSchema>;

/** An option type's values, under its edit form: each opens on its own route, new ones are added here. */
export function OptionTypeValues({ item }: { item: OptionType }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    invalidateResource(queryClient, optionTypes);
    invalidateResource(queryClient, optionValues);
  };
  async function remove(id: number, label: string) {
    const ok = await confirm({ title: t('kit.resource.delete_title', { name: label }), body: t('kit.resource.delete_body'), okLabel: t('kit.resource.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(optionValues.delete, { id }, { idempotencyKey: crypto.randomUUID() });
      refresh();
      notifySuccess('deleted');
    } catch (e) { notifyError(e); }
  }
  return (
    <section className="pa-sub" aria-labelledby="ot-values-title" data-testid="option-type-values">
      <h3 id="ot-values-title">{t('products_admin.option_values.title')}</h3>
      {item.option_values.length === 0 ? <p className="muted">{t('products_admin.option_values.none')}</p> : (
        <ul className="pa-list">
          {item.option_values.map((v) => {
            const label = i18n.language === 'mn' ? v.presentation_mn : v.presentation_en;
            return (
              <li key={v.id} data-testid="option-type-value">
                <Link href={`/products/option_values/${v.id}`}>{label}</Link>
                <code className="muted">{v.name}</code>
                <button type="button" className="btn btn-ghost pa-icon-btn" onClick={() => void remove(v.id, label)}
                  aria-label={`${t('kit.resource.delete')}: ${label}`}>×</button>
              </li>
            );
          })}
        </ul>
      )}
      <h4>{t('products_admin.option_values.add')}</h4>
      <SchemaForm schema={optionValues.create.input} fields={['name', 'presentation_en', 'presentation_mn', 'position']}
        fixed={{ option_type_id: item.id }} resetOnSuccess submitLabel={t('products_admin.option_values.add')} testId="option-value-create-form"
        labels={{ name: t('products_admin.fields.code_name'), presentation_en: t('products_admin.fields.presentation_en'), presentation_mn: t('products_admin.fields.presentation_mn'), position: t('products_admin.fields.position') }}
        onSubmit={async (values) => {
          await api.call(optionValues.create, values, { idempotencyKey: crypto.randomUUID() });
          refresh();
          notifySuccess('saved');
        }} />
    </section>
  );
}
