/**
 * CSV as staff files hold it (RFC 4180): quotes doubled inside quoted cells, commas and new lines
 * inside quotes, CRLF or LF line ends, a BOM dropped. One reader for `bo`'s batch files and the
 * web's import screens, so a file means the same on both sides. Blank lines are not rows.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { cell += '"'; i++; } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

/** One cell of CSV as `bo`'s reports and the jobs' result files write it (a list as `a,b`, an object as JSON). */
export function csvCell(value: unknown): string {
  // a list of plain values reads back as a list flag does: comma-separated
  const plainList = Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object');
  const s = value === null || value === undefined ? '' : plainList ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\n`;
