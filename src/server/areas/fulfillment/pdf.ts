import type { OutputOf } from '../../../shared/commands/define.js';
import type { sheet, SheetRow } from '../../../shared/commands/fulfillment/delivery.js';
import type { pickList } from '../../../shared/commands/fulfillment/lineitems.js';
import type { fulfillmentPdfCommands } from '../../../shared/commands/fulfillment/pdf.js';
import { formatDate, formatMoney } from '../../../shared/i18n/format.js';
import type { FileOutput } from '../../../shared/schema/file.js';
import type { HandlersOf } from '../../commands/handler.js';
import { requestLocale } from '../../http-errors.js';
import { createPdf, heading, pdfBytes, table, translator } from '../../pdf/document.js';
import { deliveryHandlers } from './delivery.js';
import { lineHandlers } from './lines-handlers.js';

const PDF = 'application/pdf';
/** i18next's plural keys (`_one`, `_other`) as the web reads them. */
const plural = (key: string, count: number) => `${key}_${count === 1 ? 'one' : 'other'}`;

/**
 * The PDFs of the print views: the JSON handlers' own rows (so the same scope and vendor
 * confinement), drawn like the screens' A4 pages.
 */
export const pdfHandlers: HandlersOf<typeof fulfillmentPdfCommands> = {
  async sheetPdf(input, ctx) {
    const t = translator(requestLocale(ctx.request));
    const data = await deliveryHandlers.sheet(input, ctx) as OutputOf<typeof sheet>;
    const title = t('fulfillment_ui.sheet.title');
    const doc = createPdf(`${title} ${data.date}`);
    const byDriver = new Map<string, SheetRow[]>();
    for (const r of data.items) byDriver.set(r.driver_name ?? '-', [...(byDriver.get(r.driver_name ?? '-') ?? []), r]);
    if (!byDriver.size) heading(doc, `${title} · ${data.date}`, t('fulfillment_ui.sheet.empty'));
    let first = true;
    for (const [name, rows] of byDriver) {
      // a page per driver, as on paper from the print view
      if (!first) doc.addPage();
      first = false;
      const due = rows.reduce((s, r) => s + r.to_collect, 0);
      heading(doc, `${title} · ${data.date} · ${name}`, t(plural('fulfillment_ui.sheet.summary', rows.length), { count: rows.length, amount: formatMoney(due) }));
      table(doc, [
        { header: '#', width: 3 }, { header: t('fulfillment_ui.columns.order'), width: 14, bold: true },
        { header: t('fulfillment_ui.columns.receiver'), width: 13 }, { header: t('fulfillment_ui.columns.phone'), width: 10 },
        { header: t('fulfillment_ui.columns.address'), width: 23 }, { header: t('fulfillment_ui.columns.items'), width: 7, align: 'right' },
        { header: t('fulfillment_ui.columns.to_collect'), width: 12, align: 'right', bold: true }, { header: t('fulfillment_ui.sheet.signature'), width: 14 },
      ], rows.map((r, i) => [
        String(i + 1), r.number, r.receiver_name ?? '-', r.receiver_phone ?? '-',
        [r.ship_district, r.ship_khoroo ? `${r.ship_khoroo}-р хороо` : null, r.ship_address].filter(Boolean).join(', ') + (r.note ? `\n${r.note}` : ''),
        String(r.items), formatMoney(r.to_collect), '',
      ]), ['', t('fulfillment_ui.total'), '', '', '', String(rows.reduce((s, r) => s + r.items, 0)), formatMoney(due), '']);
    }
    return file(`delivery-sheet-${data.date}${input.driver ? `-driver-${input.driver}` : ''}.pdf`, await pdfBytes(doc));
  },

  async pickListPdf(input, ctx) {
    const t = translator(requestLocale(ctx.request));
    const data = await lineHandlers.pickList(input, ctx) as OutputOf<typeof pickList>;
    const title = t('fulfillment_ui.pick.title');
    const doc = createPdf(title);
    heading(doc, title, t('fulfillment_ui.pick.printed_at', { at: formatDate(new Date()) }));
    if (!data.items.length) doc.text(t('fulfillment_ui.pick.empty'));
    const groups = new Map<string, typeof data.items>();
    for (const r of data.items) groups.set(r.stock_location ?? '-', [...(groups.get(r.stock_location ?? '-') ?? []), r]);
    for (const [name, rows] of groups) {
      doc.font('bold').fontSize(11).text(name).moveDown(0.3);
      table(doc, [
        { header: t('fulfillment_ui.columns.shelf'), width: 9, bold: true }, { header: t('fulfillment_ui.columns.sku'), width: 17 },
        { header: t('fulfillment_ui.columns.product'), width: 28 }, { header: t('fulfillment_ui.columns.quantity'), width: 6, align: 'right', bold: true },
        { header: t('fulfillment_ui.columns.orders'), width: 28 }, { header: t('fulfillment_ui.pick.check'), width: 8 },
      ], rows.map((r) => [r.shelf ?? '-', r.sku, r.name, String(r.quantity), r.orders.join(', '), '☐']),
      ['', '', t('fulfillment_ui.total'), String(rows.reduce((s, r) => s + r.quantity, 0)), '', '']);
    }
    return file(`pick-list${input.stock_location_id ? `-${input.stock_location_id}` : ''}.pdf`, await pdfBytes(doc));
  },
};

const file = (name: string, bytes: Uint8Array): FileOutput => ({ name, type: PDF, bytes });
