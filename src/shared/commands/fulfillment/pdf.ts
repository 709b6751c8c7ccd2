import { fileOutput } from '../../schema/file.js';
import { defineCommand, type AnyCommand } from '../define.js';
import { sheet } from './delivery.js';
import { pickList } from './lineitems.js';

/**
 * A print view as a PDF on request (issue 17): the same input, roles and rows as the JSON command
 * it renders, A4 with DejaVu Sans embedded, in the reader's language.
 */
function pdfOf<C extends AnyCommand>(of: C, spec: { id: string; path: string; title: string; keywords: string[]; verb: string[] }) {
  return defineCommand({
    id: spec.id, area: 'fulfillment', kind: 'query', roles: of.roles,
    http: { method: 'GET', path: spec.path },
    input: of.input as C['input'],
    output: fileOutput,
    file: { type: 'application/pdf', of: of.id },
    ui: { title: spec.title, keywords: ['pdf', 'download', ...spec.keywords] },
    cli: { verb: spec.verb },
  });
}

export const sheetPdf = pdfOf(sheet, {
  id: 'order.sheet_pdf', path: 'orders/sheet.pdf', title: 'commands.fulfillment.sheet_pdf',
  keywords: ['delivery sheet', 'driver', 'хүргэлтийн хуудас'], verb: ['fulfillment', 'sheet-pdf'],
});

export const pickListPdf = pdfOf(pickList, {
  id: 'line_item.sheet_pdf', path: 'line_items/sheet.pdf', title: 'commands.fulfillment.line_item.sheet_pdf',
  keywords: ['pick list', 'цуглуулах жагсаалт'], verb: ['fulfillment', 'pick-list-pdf'],
});

export const fulfillmentPdfCommands = { sheetPdf, pickListPdf };
