import { IMPORT_TEMPLATE } from '../../../../shared/schema/import.js';

const FILE = 'products-import';

function csvCell(v: string | number | boolean | null): string {
  const s = v === null ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function templateCsv(): string {
  return [IMPORT_TEMPLATE.header, ...IMPORT_TEMPLATE.rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The template, made here: the header the import reads and two example rows (a product and its variant). */
export async function downloadTemplate(kind: 'csv' | 'xlsx'): Promise<void> {
  if (kind === 'csv') {
    save(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), `${FILE}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [IMPORT_TEMPLATE.header.map((h) => ({ value: h, fontWeight: 'bold' as const })), ...IMPORT_TEMPLATE.rows.map((r) => r.map((v) => (v === null ? null : { value: v })))];
  save(await writeXlsxFile(data).toBlob(), `${FILE}.xlsx`);
}
