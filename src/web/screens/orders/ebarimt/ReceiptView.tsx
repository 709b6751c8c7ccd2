import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { printableReceiptSchema, receiptSummarySchema } from '../../../../shared/commands/orders/ebarimt.js';
import { Money } from '../../../kit/cells.js';
import { QrCode } from './QrCode.js';

type Summary = z.infer<typeof receiptSummarySchema>;
export type PrintableReceipt = z.infer<typeof printableReceiptSchema>;

/** The sub-receipts of a package, one per merchant TIN, with their VAT and city tax. */
export function SubReceipts({ summary, detailed }: { summary: Summary; detailed: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="or-receipt-table" data-testid="sub-receipts">
      <thead>
        <tr>
          <th scope="col">{detailed ? t('orders_extra_ui.ebarimt.item') : t('orders_extra_ui.ebarimt.merchant')}</th>
          {detailed && <th scope="col" className="num">{t('orders_extra_ui.ebarimt.qty')}</th>}
          <th scope="col" className="num">{t('orders_extra_ui.ebarimt.amount')}</th>
          <th scope="col" className="num">{t('orders_extra_ui.ebarimt.vat')}</th>
          <th scope="col" className="num">{t('orders_extra_ui.ebarimt.city_tax')}</th>
        </tr>
      </thead>
      {summary.receipts.map((r) => (
        <tbody key={r.merchant_tin} data-testid="sub-receipt" data-tin={r.merchant_tin}>
          <tr className="or-receipt-merchant">
            <th scope="row">{r.merchant_name || t('orders_extra_ui.ebarimt.operator')} · {t('orders_extra_ui.ebarimt.tin')} {r.merchant_tin}</th>
            {detailed && <td />}
            <td className="num"><Money value={r.total} /></td>
            <td className="num"><Money value={r.vat} /></td>
            <td className="num"><Money value={r.city_tax} /></td>
          </tr>
          {detailed && r.items.map((i, k) => (
            <tr key={k}>
              <td>{i.name}</td>
              <td className="num">{i.quantity}</td>
              <td className="num"><Money value={i.total} /></td>
              <td className="num"><Money value={i.vat} /></td>
              <td className="num"><Money value={i.city_tax} /></td>
            </tr>
          ))}
        </tbody>
      ))}
      <tfoot>
        <tr>
          <th scope="row">{t('orders_extra_ui.ebarimt.total')}</th>
          {detailed && <td />}
          <td className="num" data-testid="receipt-total"><Money value={summary.total} /></td>
          <td className="num"><Money value={summary.vat} /></td>
          <td className="num"><Money value={summary.city_tax} /></td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The paper e-receipt: lottery and QR as PosAPI answered them when it issued the receipt. They
 * live in this component's state only; closing it loses them, as nothing keeps them.
 */
export function ReceiptView({ receipt }: { receipt: PrintableReceipt }) {
  const { t } = useTranslation();
  return (
    <article className="or-receipt print-area" data-testid="printed-receipt">
      <h3>{t('orders_extra_ui.ebarimt.receipt_title')}</h3>
      <dl className="or-receipt-meta">
        <dt>{t('orders_extra_ui.ebarimt.order')}</dt><dd>{receipt.order_number}</dd>
        <dt>{t('orders_extra_ui.ebarimt.id')}</dt><dd data-testid="receipt-id">{receipt.id}</dd>
        <dt>{t('orders_extra_ui.ebarimt.date')}</dt><dd>{receipt.date}</dd>
        <dt>{t('orders_extra_ui.ebarimt.operator_tin')}</dt><dd>{receipt.operator_tin} · {t('orders_extra_ui.ebarimt.pos_no')} {receipt.pos_no}</dd>
        <dt>{t('orders_extra_ui.ebarimt.type')}</dt><dd>{t(`orders_extra_ui.ebarimt.types.${receipt.type}`)}</dd>
        {receipt.consumer_no && <><dt>{t('orders_extra_ui.ebarimt.consumer_no')}</dt><dd>{receipt.consumer_no}</dd></>}
        {receipt.customer_register && <><dt>{t('orders_extra_ui.ebarimt.customer_register')}</dt><dd>{receipt.customer_register}</dd></>}
        {receipt.lottery && <><dt>{t('orders_extra_ui.ebarimt.lottery')}</dt><dd className="or-lottery" data-testid="receipt-lottery">{receipt.lottery}</dd></>}
      </dl>
      <SubReceipts summary={receipt} detailed />
      {receipt.qr_data && <QrCode data={receipt.qr_data} label={t('orders_extra_ui.ebarimt.qr')} />}
    </article>
  );
}
