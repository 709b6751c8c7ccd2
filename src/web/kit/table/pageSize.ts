/**
 * The page size the user chose, kept per list in this browser (issue 13: a list no longer forgets
 * it on the next visit). The URL's `per_page` still wins, so a shared link shows what it showed.
 */
const STORAGE_KEY = 'back_office.page_sizes';

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function savedPageSize(list: string): number | null {
  const n = readAll()[list];
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null;
}

export function savePageSize(list: string, n: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [list]: n }));
  } catch {
    // storage full or refused: the size holds for this visit only
  }
}
