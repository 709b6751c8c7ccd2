import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { printOrderSchema } from '../../../../shared/commands/orders/printings.js';
import { formatDate, formatMoney } from '../../../../shared/i18n/format.js';

export type PrintOrder = z.infer<typeof printOrderSchema>;
export const TEMPLATES = ['packing_slip', 'invoice'] as const;
export type Template = (typeof TEMPLATES)[number];

function Address({ o }: { o: PrintOrder['order'] }) {
  const { t } = useTranslation();
  return (
    <address className="pr-address">
      <strong>{o.receiver_name ?? o.customer_name ?? '-'}</strong><br />
      {o.receiver_phone ?? o.phone ?? ''}<br />
      {[o.ship_district, o.ship_khoroo ? t('orders_extra_ui.print.khoroo', { n: o.ship_khoroo }) : null, o.ship_address].filter(Boolean).join(', ')}
    </address>
  );
}

/** What the packer needs: where it goes and what goes in, with a box to tick per line; no prices. */
export function PackingSlip({ data }: { data: PrintOrder }) {
  const { t } = useTranslation();
  const o = data.order;
  return (
    <article className="print-page pr-page" data-testid="packing-slip" data-number={o.number}>
      <header className="pr-head">
        <h2>{t('orders_extra_ui.print.packing_slip')} {o.number}</h2>
        <span>{formatDate(o.completed_at ?? o.created_at)}</span>
      </header>
      <section className="pr-to"><h3>{t('orders_extra_ui.print.ship_to')}</h3><Address o={o} /></section>
      {o.note && <p className="pr-note"><strong>{t('orders_extra_ui.print.note')}:</strong> {o.note}</p>}
      <table className="pr-table">
        <thead><tr><th>{t('orders_extra_ui.print.sku')}</th><th>{t('orders_extra_ui.print.item')}</th><th>{t('orders_extra_ui.print.merchant')}</th><th className="num">{t('orders_extra_ui.print.qty')}</th><th>{t('orders_extra_ui.print.packed')}</th></tr></thead>
        <tbody>
          {o.line_items.map((li) => (
            <tr key={li.id}><td>{li.sku}</td><td>{li.name}</td><td>{li.vendor_name}</td><td className="num">{li.quantity}</td><td className="pr-box">☐</td></tr>
          ))}
        </tbody>
      </table>
      <p className="pr-foot">{t('orders_extra_ui.print.parcels', { count: o.shipments.filter((s) => s.state !== 'canceled').length })} · {t('orders_extra_ui.print.items', { count: o.line_items.reduce((s, l) => s + l.quantity, 0) })}</p>
    </article>
  );
}

/** The customer's invoice: lines, totals and the VAT and city tax they hold (§3: VAT handling). */
export function Invoice({ data }: { data: PrintOrder }) {
  const { t } = useTranslation();
  const o = data.order;
  const rows: [string, number | null][] = [
    ['item_total', o.item_total], ['adjustment_total', o.adjustment_total], ['shipment_total', o.shipment_total], ['fee_total', o.fee_total],
  ];
  return (
    <article className="print-page pr-page" data-testid="invoice" data-number={o.number}>
      <header className="pr-head">
        <h2>{t('orders_extra_ui.print.invoice')} {o.number}</h2>
        <span>{formatDate(o.completed_at ?? o.created_at)}</span>
      </header>
      <section className="pr-to"><h3>{t('orders_extra_ui.print.bill_to')}</h3>
        <address className="pr-address"><strong>{o.customer_name ?? '-'}</strong><br />{o.email ?? ''} {o.phone ?? ''}</address>
      </section>
      <table className="pr-table">
        <thead><tr><th>{t('orders_extra_ui.print.item')}</th><th className="num">{t('orders_extra_ui.print.qty')}</th><th className="num">{t('orders_extra_ui.print.price')}</th><th className="num">{t('orders_extra_ui.print.amount')}</th></tr></thead>
        <tbody>
          {o.line_items.map((li) => (
            <tr key={li.id}><td>{li.name} <span className="pr-muted">{li.sku}</span></td><td className="num">{li.quantity}</td><td className="num">{formatMoney(li.price)}</td><td className="num">{formatMoney(li.total + li.adjustment_total)}</td></tr>
          ))}
        </tbody>
      </table>
      <dl className="pr-totals">
        {rows.filter(([, v]) => v).map(([k, v]) => <div key={k}><dt>{t(`orders_extra_ui.print.${k}`)}</dt><dd>{formatMoney(v!)}</dd></div>)}
        <div className="pr-grand"><dt>{t('orders_extra_ui.print.total')}</dt><dd data-testid="invoice-total">{formatMoney(o.total)}</dd></div>
        <div><dt>{t('orders_extra_ui.print.vat')}</dt><dd>{formatMoney(data.vat)}</dd></div>
        <div><dt>{t('orders_extra_ui.print.city_tax')}</dt><dd>{formatMoney(data.city_tax)}</dd></div>
        {o.payment_total !== null && <div><dt>{t('orders_extra_ui.print.paid')}</dt><dd>{formatMoney(o.payment_total)}</dd></div>}
      </dl>
    </article>
  );
}
