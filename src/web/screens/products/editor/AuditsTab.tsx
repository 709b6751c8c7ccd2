import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audits } from '../../../../shared/commands/products/products.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { DateTime } from '../../../kit/cells.js';
import { Pagination } from '../../../kit/table/Pagination.js';

/** A value of the trail as a short text: empty ones as a dash, objects as JSON. */
export function auditValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Who changed what and when, with the value before and after each change. */
export function AuditsTab({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const query = useQuery({
    queryKey: ['product.audits', product.id, page, perPage], placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.call(audits, { id: product.id, page, per_page: perPage }, { signal }),
  });
  const items = query.data?.items ?? [];
  return (
    <div className="pr-audits">
      <table className="pr-table pr-audit-table" data-testid="audits-table">
        <caption className="sr-only">{t('products_ui.tabs.audits')}</caption>
        <thead><tr><th>{t('products_ui.audits.at')}</th><th>{t('products_ui.audits.who')}</th><th>{t('products_ui.audits.action')}</th><th>{t('products_ui.audits.changes')}</th></tr></thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.id} data-testid="audit-row">
              <td><DateTime value={a.at} /></td>
              <td>{a.user_email ?? <span className="muted">{t('products_ui.audits.system')}</span>}</td>
              <td><code>{a.action}</code>{a.variant_id && <span className="muted"> · {t('products_ui.audits.variant', { id: a.variant_id })}</span>}</td>
              <td>
                <dl className="pr-changes">
                  {Object.entries(a.changes).map(([field, [before, after]]) => (
                    <div key={field}>
                      <dt>{t(`products_ui.fields.${field}`, { defaultValue: field })}</dt>
                      <dd><del>{auditValue(before)}</del> → <ins>{auditValue(after)}</ins></dd>
                    </div>
                  ))}
                </dl>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.isPending && <p className="muted" role="status">{t('kit.table.loading')}</p>}
      {query.isSuccess && items.length === 0 && <p className="muted">{t('products_ui.audits.empty')}</p>}
      {query.data && query.data.total > 10 && (
        <Pagination page={query.data.page} perPage={perPage} total={query.data.total} onPage={setPage}
          onPerPage={(n) => { setPerPage(n); setPage(1); }} testId="audits-pagination" />
      )}
    </div>
  );
}
