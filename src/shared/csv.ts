/**
 * CSV as staff files hold it (RFC 4180): quotes doubled inside quoted cells, commas and new lines
 * inside quotes, CRLF or LF line ends, a BOM dropped. One reader for `bo`'s batch files and the
 * web's import screens, so a file means the same on both sides. Blank lines are not rows.
 */
export function parseCsv(text: string): string[][] {
  const reader = csvReader();
  return [...reader.push(text), ...reader.end()];
}

/**
 * The same reader fed piece by piece (`bo` streams a file of a million rows): `push` answers the
 * rows its text completed, `end` the last one. A quote or a CR at the end of a piece waits for the
 * next character, so the pieces may be cut anywhere and read as the whole text would.
 */
export function csvReader(): { push(text: string): string[][]; end(): string[][] } {
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let first = true;
  /** A `"` inside quotes seen last: a doubled quote or the closing one, told by what follows. */
  let quoteEnded = false;
  /** A CR seen last: an LF right after it belongs to the same line end. */
  let afterCr = false;
  let rows: string[][] = [];
  const keep = (r: string[]) => {
    if (r.length > 1 || r[0] !== '') rows.push(r);
  };
  const endRow = () => {
    row.push(cell);
    keep(row);
    row = [];
    cell = '';
  };
  /** Between rows, with nothing pending: a plain line may be read whole. */
  const atRowStart = () => !quoted && !quoteEnded && !afterCr && cell === '' && !row.length;
  return {
    push(text) {
      let i = 0;
      if (first && text.length) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) i = 1;
      }
      const n = text.length;
      while (i < n) {
        // a whole line without quotes or a lone CR (nearly every line of a price file) is its
        // cells split at the commas: what the character loop below makes of it, without building
        // each cell a character at a time
        if (atRowStart()) {
          const nl = text.indexOf('\n', i);
          if (nl !== -1) {
            const end = nl > i && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
            const line = text.slice(i, end);
            if (!line.includes('"') && !line.includes('\r')) {
              keep(line.split(','));
              i = nl + 1;
              continue;
            }
          }
        }
        // the rest of a line, a character at a time, until its row ends or the text does
        for (; i < n; i++) {
          const ch = text[i]!;
          if (afterCr) {
            afterCr = false;
            // the LF of a CRLF: the next line starts after it
            if (ch === '\n') {
              i++;
              break;
            }
          }
          if (quoteEnded) {
            quoteEnded = false;
            if (ch === '"') { cell += '"'; continue; }
            quoted = false;
          }
          if (quoted) {
            if (ch === '"') quoteEnded = true;
            else cell += ch;
          } else if (ch === '"' && cell === '') quoted = true;
          else if (ch === ',') { row.push(cell); cell = ''; }
          else if (ch === '\n' || ch === '\r') {
            afterCr = ch === '\r';
            endRow();
            i++;
            break;
          } else cell += ch;
        }
      }
      const out = rows;
      rows = [];
      return out;
    },
    end() {
      if (quoteEnded) quoted = false;
      quoteEnded = false;
      if (cell !== '' || row.length) endRow();
      const out = rows;
      rows = [];
      return out;
    },
  };
}

/** One cell of CSV as `bo`'s reports and the jobs' result files write it (a list as `a,b`, an object as JSON). */
export function csvCell(value: unknown): string {
  // a list of plain values reads back as a list flag does: comma-separated
  const plainList = Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object');
  const s = value === null || value === undefined ? '' : plainList ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\n`;
