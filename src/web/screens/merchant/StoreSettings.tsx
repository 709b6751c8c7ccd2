import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyCommand } from '../../../shared/commands/define.js';
import {
  storeCategoryTypes, storeGet, storeImages, storeNames, storeUpdateFee, type StoreJson,
} from '../../../shared/commands/merchant/stores.js';
import { PRODUCT_CATEGORIES } from '../../../shared/schema/product.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../kit/notify.js';
import { actsForVendor, VendorPrompt } from '../../kit/resource/vendor.js';
import { useDocumentTitle } from '../../kit/title.js';
import './merchant.css';

/**
 * /merchant_settings/storefront (§7 stores): the chosen vendor's storefront in four parts, each
 * saved by itself (names, what it sells, pictures, delivery fee), as the four calls of §7 are.
 */
export default function StoreSettings() {
  const { t } = useTranslation();
  const { selection, me, isAdmin } = useSession();
  const title = t('nav.routes.merchant_settings_storefront');
  useDocumentTitle(title);
  const waiting = !actsForVendor(selection.vendorId, me.vendors.length, isAdmin);
  const store = useQuery({
    enabled: !waiting, queryKey: [storeGet.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(storeGet, {}, { signal }),
  });
  if (waiting) return <VendorPrompt title={title} testId="storefront" />;
  const s = store.data?.store;
  return (
    <section className="mc-screen" data-testid="storefront">
      <header><h1 className="screen-title">{title}{s && <span className="muted"> · {s.vendor_name}</span>}</h1></header>
      <p className="muted">{t('merchant_ui.store.hint')}</p>
      {s && (
        <div className="mc-store-parts">
          <Part store={s} command={storeNames} title={t('merchant_ui.store.names')} fields={['name_en', 'name_mn']}
            values={{ name_en: s.name_en ?? s.vendor_name, name_mn: s.name_mn ?? s.vendor_name }} />
          <Part store={s} command={storeCategoryTypes} title={t('merchant_ui.store.category_types')} fields={['category_types']}
            values={{ category_types: s.category_types }} />
          <Part store={s} command={storeImages} title={t('merchant_ui.store.images')} fields={['logo', 'banner', 'cover']}
            values={{ logo: s.logo ?? '', banner: s.banner ?? '', cover: s.cover ?? '' }} />
          <Part store={s} command={storeUpdateFee} title={t('merchant_ui.store.fee')} fields={['delivery_fee', 'free_delivery_from']}
            values={{ delivery_fee: s.delivery_fee, free_delivery_from: s.free_delivery_from }} />
        </div>
      )}
    </section>
  );
}

function Part({ store, command, title, fields, values }: { store: StoreJson; command: AnyCommand; title: string; fields: readonly string[]; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { viewer, selection } = useSession();
  const queryClient = useQueryClient();
  const labels = useMemo(() => ({
    ...Object.fromEntries(fields.map((f) => [f, t(`merchant_ui.store.fields.${f}`)])),
    ...Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [`category_types.${c}`, t(`products_ui.categories.${c}`)])),
  }), [fields, t]);
  const choices = useMemo(() => ({ category_types: PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`products_ui.categories.${c}`) })) }), [t]);
  const id = command.id.replace('.', '-');
  return (
    <section className="pa-sub" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <SchemaForm key={store.updated_at ?? 'new'} schema={command.input} defaultValues={values} fields={fields} labels={labels} choices={choices}
        money={command.money} disabled={!canAccess(command, viewer)} submitLabel={t('merchant_ui.store.save')} testId={`${id}-form`}
        onSubmit={async (v) => {
          const answer = await api.call(command, v, { idempotencyKey: crypto.randomUUID() }) as { store: StoreJson };
          queryClient.setQueryData([storeGet.id, selection.vendorId], answer);
          notifySuccess('saved');
        }} />
    </section>
  );
}
