export function csvCell(value: unknown): string {
  // a list of plain values reads back as a list flag does: comma-separated
  const plainList = Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object');
  const s = value === null || value === undefined ? '' : plainList ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\n`;
