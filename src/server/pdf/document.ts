import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { lookup } from '../../shared/i18n/index.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans: Cyrillic with Mongolian's Ө and Ү, and ₮, which the PDF base fonts lack. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type Pdf = PDFKit.PDFDocument;
export type Locale = 'en' | 'mn';

/** A message of the reader's language with its `{{values}}` filled; the English one when missing. */
export function translator(locale: Locale) {
  return (key: string, values: Record<string, string | number> = {}) =>
    (lookup(locale, key) ?? lookup('en', key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** An A4 page with the fonts embedded (subset), titled for the reader's PDF viewer. */
export function createPdf(title: string): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title, Creator: 'bo-console' }, font: FONTS.regular, bufferPages: false });
  doc.registerFont('body', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('body').fontSize(9);
  return doc;
}

/** The finished document's bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/** A heading line in bold, and a muted line under it. */
export function heading(doc: Pdf, text: string, sub?: string): void {
  doc.font('bold').fontSize(14).fillColor('#111827').text(text, doc.page.margins.left, doc.y);
  if (sub) doc.font('body').fontSize(9).fillColor('#4b5563').text(sub);
  doc.fillColor('#111827').moveDown(0.5);
}

export interface Column {
  header: string;
  /** A share of the page's width; the shares are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

const PAD = 3;

/**
 * A grid table that flows over pages, its header repeated on each; a cell wraps inside its column
 * and the row grows to the tallest cell. `footer` is a bold last row (totals).
 */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly (readonly string[])[], footer?: readonly string[]): void {
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  const share = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / share) * full);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const heightOf = (cells: readonly string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(8.5);
    return Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! - 2 * PAD }))) + 2 * PAD;
  };
  const draw = (cells: readonly string[], y: number, h: number, kind: 'head' | 'row' | 'foot') => {
    if (kind === 'head') doc.rect(left, y, full, h).fill('#e5e7eb');
    doc.fillColor('#111827');
    cells.forEach((c, i) => {
      const col = columns[i]!;
      doc.font(kind === 'row' && !col.bold ? 'body' : 'bold').fontSize(8.5)
        .text(c, xs[i]! + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: kind === 'head' ? 'left' : col.align ?? 'left', lineBreak: true });
    });
    doc.lineWidth(kind === 'foot' ? 1 : 0.4).strokeColor(kind === 'foot' ? '#111827' : '#9ca3af');
    if (kind === 'foot') doc.moveTo(left, y).lineTo(left + full, y).stroke();
    doc.moveTo(left, y + h).lineTo(left + full, y + h).stroke();
  };
  const header = columns.map((c) => c.header);
  const head = () => {
    const h = heightOf(header, 'bold');
    draw(header, doc.y, h, 'head');
    doc.y += h;
  };

  head();
  for (const [kind, cells] of [...rows.map((r) => ['row', r] as const), ...(footer ? [['foot', footer] as const] : [])]) {
    const h = heightOf(cells, kind === 'row' ? 'body' : 'bold');
    if (doc.y + h > bottom()) {
      doc.addPage();
      head();
    }
    const y = doc.y;
    draw(cells, y, h, kind);
    doc.x = left;
    doc.y = y + h;
  }
  doc.font('body').fontSize(9).moveDown(0.8);
}
