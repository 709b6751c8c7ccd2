import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filterAddress, ubmapAddress, type AddressHit } from '../../../shared/commands/fulfillment/map.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { UB_DISTRICTS } from '../../../shared/schema/order.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { AppLink } from '../../kit/links.js';
import { errorText } from '../../kit/notify.js';

type District = (typeof UB_DISTRICTS)[number];

/**
 * /fulfillment/delivery/locations (§7 `ubmap_address`, `orders/filter_address`): where orders go.
 * The search box suggests districts, khoroos and addresses customers gave before (↓↑ choose, Enter
 * takes one); the orders at the chosen place are listed below, the open ones first when asked.
 */
export default function DeliveryLocations() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [district, setDistrict] = useState<District | ''>('');
  const [khoroo, setKhoroo] = useState('');
  const [words, setWords] = useState('');
  const [open, setOpen] = useState(true);
  const [page, setPage] = useState(1);
  useEffect(() => { const id = setTimeout(() => setTyped(text.trim()), 250); return () => clearTimeout(id); }, [text]);
  const hits = useQuery({
    queryKey: ['address.ubmap', typed, selection.website.id],
    queryFn: ({ signal }) => api.call(ubmapAddress, { query: typed, limit: 10 }, { signal }),
    enabled: typed.length >= 2,
  });
  const input = { ...(district && { district }), ...(khoroo && { khoroo: Number(khoroo) }), ...(words && { q: words }), open, page, per_page: 50 };
  const orders = useQuery({
    queryKey: ['order.filter_address', input, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(filterAddress, input, { signal }),
  });
  const take = (h: AddressHit) => {
    setDistrict((h.district as District | null) ?? '');
    setKhoroo(h.khoroo ? String(h.khoroo) : '');
    setWords(h.address ?? '');
    setPage(1);
    setText('');
    setTyped('');
  };
  const list = typed.length >= 2 ? hits.data?.items ?? [] : [];
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => Math.min(list.length - 1, a + 1)); }
    if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(0, a - 1)); }
    if (e.key === 'Enter' && list[active]) { e.preventDefault(); take(list[active]); }
    if (e.key === 'Escape') { setText(''); setTyped(''); }
  };
  return (
    <section className="ff-screen" data-testid="delivery-locations">
      <h1 className="screen-title">{t('nav.routes.fulfillment_delivery_locations')}</h1>
      <div className="ff-controls">
        <label className="ff-field ff-suggest">
          <span>{t('fulfillment_ui.locations.search')}</span>
          <input type="search" className="input" value={text} onChange={(e) => { setText(e.target.value); setActive(0); }} onKeyDown={onKey}
            placeholder={t('fulfillment_ui.locations.placeholder')} role="combobox" aria-expanded={list.length > 0} aria-controls="ff-suggestions"
            aria-activedescendant={list[active] ? `ff-sg-${active}` : undefined} data-testid="ff-loc-search" />
          {list.length > 0 && (
            <ul id="ff-suggestions" className="ff-suggestions" role="listbox" data-testid="ff-loc-suggestions">
              {list.map((h, i) => (
                <li key={`${h.kind}:${h.label}`} id={`ff-sg-${i}`} role="option" aria-selected={i === active} className={i === active ? 'ff-cursor' : undefined}
                  onMouseDown={(e) => { e.preventDefault(); take(h); }}>
                  <span className="ff-pill">{t(`fulfillment_ui.locations.kinds.${h.kind}`)}</span> {h.label}{h.orders ? <span className="muted"> · {h.orders}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </label>
        <label className="ff-field">
          <span>{t('fulfillment_ui.filters.district')}</span>
          <select className="input" value={district} onChange={(e) => { setDistrict(e.target.value as District | ''); setPage(1); }} data-testid="ff-loc-district">
            <option value="">{t('kit.filters.any')}</option>
            {UB_DISTRICTS.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        </label>
        <label className="ff-field">
          <span>{t('fulfillment_ui.filters.khoroo')}</span>
          <input type="number" min={1} max={99} className="input ff-narrow" value={khoroo} onChange={(e) => { setKhoroo(e.target.value); setPage(1); }} data-testid="ff-loc-khoroo" />
        </label>
        <label className="ff-field">
          <span>{t('fulfillment_ui.columns.address')}</span>
          <input type="text" className="input" value={words} onChange={(e) => { setWords(e.target.value); setPage(1); }} data-testid="ff-loc-words" />
        </label>
        <label className="ff-check">
          <input type="checkbox" checked={open} onChange={(e) => { setOpen(e.target.checked); setPage(1); }} /> {t('fulfillment_ui.locations.open_only')}
        </label>
      </div>
      {orders.isError && <p role="alert" className="form-error">{errorText(orders.error)}</p>}
      {orders.data && orders.data.items.length === 0 && <p className="muted">{t('fulfillment_ui.locations.empty')}</p>}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <table className="ff-table" data-testid="ff-loc-table">
            <thead>
              <tr><th>{t('fulfillment_ui.columns.order')}</th><th>{t('fulfillment_ui.columns.address')}</th><th>{t('fulfillment_ui.columns.receiver')}</th>
                <th>{t('fulfillment_ui.columns.phone')}</th><th>{t('fulfillment_ui.columns.placed')}</th></tr>
            </thead>
            <tbody>
              {orders.data.items.map((o) => (
                <tr key={o.number} data-testid="ff-loc-row">
                  <td><AppLink href={`/orders/${o.number}`}>{o.number}</AppLink></td>
                  <td>{[o.ship_district, o.ship_khoroo ? `${o.ship_khoroo}-р хороо` : null, o.ship_address].filter(Boolean).join(', ')}</td>
                  <td>{o.receiver_name ?? '-'}</td><td>{o.receiver_phone ?? '-'}</td><td>{o.completed_at ? formatDate(o.completed_at) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="ff-controls">
            <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('fulfillment_ui.locations.previous')}</button>
            <span className="muted">{t('fulfillment_ui.locations.page', { page, total: orders.data.total_capped ? `${orders.data.total}+` : orders.data.total })}</span>
            <button type="button" className="btn" disabled={!orders.data.has_more} onClick={() => setPage((p) => p + 1)}>{t('fulfillment_ui.locations.next')}</button>
          </div>
        </>
      )}
    </section>
  );
}
