import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { itemSearch, type previewOutput } from '../../../../shared/commands/orders/create.js';
import type { z } from 'zod';
import { api } from '../../../app/api.js';
import { Money } from '../../../kit/cells.js';
import { FieldError } from './FieldError.js';
import type { PickedItem } from './form.js';
import { useDebounced } from '../../../kit/useDebounced.js';

type Found = { sku: string; name: string; vendor_name: string; price: number; on_hand: number; backorderable: boolean };

interface Props {
  items: PickedItem[];
  preview: z.infer<typeof previewOutput> | undefined;
  error: string | undefined;
  onChange: (items: PickedItem[]) => void;
}

/** Items by SKU or name with what the shelves hold; a line the stock cannot serve is marked before submitting. */
export function ItemsSection({ items, preview, error, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const found = useQuery({
    queryKey: ['order.item_search', settled],
    enabled: settled.length >= 1,
    queryFn: ({ signal }) => api.call(itemSearch, { query: settled }, { signal }),
  });
  const results = found.data?.items ?? [];

  const add = (f: Found) => {
    const i = items.findIndex((x) => x.sku === f.sku);
    onChange(i >= 0 ? items.map((x, k) => (k === i ? { ...x, quantity: x.quantity + 1 } : x)) : [...items, { ...f, quantity: 1 }]);
    setQuery('');
  };
  const addFirst = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (results[0]) add(results[0]);
  };
  const availability = (sku: string) => preview?.lines.find((l) => l.sku === sku);

  return (
    <fieldset className="on-section" data-testid="new-order-items">
      <legend>{t('orders_new.items.title')}</legend>
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('orders_new.items.search')}</label>
        <input id={`${id}-search`} type="search" value={query} placeholder={t('orders_new.items.search_placeholder')}
          data-testid="new-item-search" onChange={(e) => setQuery(e.target.value)} onKeyDown={addFirst} />
        {settled.length >= 1 && found.isSuccess && query !== '' && (
          <ul className="on-results" data-testid="new-item-results">
            {results.length === 0 && <li className="muted">{t('orders_new.items.none')}</li>}
            {results.map((r) => (
              <li key={r.variant_id}>
                <button type="button" onClick={() => add(r)}>
                  <strong>{r.sku}</strong> {r.name} <span className="muted">· {r.vendor_name} · <Money value={r.price} /> · {t('orders_new.items.on_hand')} {r.on_hand}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={`${id}-items-error`} error={error} />
      {items.length === 0 ? <p className="muted">{t('orders_new.items.empty')}</p> : (
        <table className="on-items" data-testid="new-order-lines">
          <thead>
            <tr>
              <th>{t('orders_new.items.sku')}</th><th>{t('orders_new.items.name')}</th><th>{t('orders_new.items.vendor')}</th>
              <th className="num">{t('orders_new.items.price')}</th><th className="num">{t('orders_new.items.on_hand')}</th>
              <th className="num">{t('orders_new.items.quantity')}</th><th className="num">{t('orders_new.items.total')}</th><th />
            </tr>
          </thead>
          <tbody>
            {items.map((it, k) => {
              const a = availability(it.sku);
              const short = a ? !a.available : it.quantity > it.on_hand && !it.backorderable;
              return (
                <tr key={it.sku} className={short ? 'on-short' : undefined} data-testid={`new-line-${it.sku}`}>
                  <td>{it.sku}</td>
                  <td>{it.name}</td>
                  <td>{it.vendor_name}</td>
                  <td className="num"><Money value={it.price} /></td>
                  <td className="num">
                    {a?.on_hand ?? it.on_hand}
                    {short && <span className="on-warn" role="status"> {t('orders_new.items.out_of_stock')}</span>}
                    {!short && it.quantity > (a?.on_hand ?? it.on_hand) && <span className="muted"> ({t('orders_new.items.backorder')})</span>}
                  </td>
                  <td className="num">
                    <input type="number" min={1} max={10000} value={it.quantity} aria-label={`${t('orders_new.items.quantity')} ${it.sku}`}
                      data-testid={`new-qty-${it.sku}`}
                      onChange={(e) => onChange(items.map((x, i) => (i === k ? { ...x, quantity: Math.max(1, Math.floor(Number(e.target.value) || 1)) } : x)))} />
                  </td>
                  <td className="num"><Money value={it.price * it.quantity} /></td>
                  <td>
                    <button type="button" className="btn btn-ghost or-btn-small" aria-label={`${t('orders_new.items.remove')} ${it.sku}`}
                      onClick={() => onChange(items.filter((_, i) => i !== k))}>{t('orders_new.items.remove')}</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
