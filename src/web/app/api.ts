import { createClient } from '../../shared/api/client.js';
import i18next from '../i18n/index.js';
import { readToken } from './persisted.js';
import type { Selection } from './selection.js';

let selection: Selection | null = null;
let onUnauthorized: () => void = () => {};

/** The console's shell tells the client where it acts; every call adds vendor_id and website_id (§7). */
export function setSelection(next: Selection | null): void {
  selection = next;
}

/** What to do on a 401 from any call: the shell signs the user out and goes to /login (§8). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The one client of the web console, derived from the catalogue like the CLI's. */
export const api = createClient({
  baseURL: '',
  token: () => readToken(),
  vendorId: () => selection?.vendorId ?? null,
  websiteId: () => selection?.website.id ?? null,
  locale: () => i18next.language,
  onUnauthorized: () => onUnauthorized(),
});

/**
 * A file the API serves beside the catalogue (a job's result), fetched with the token and the
 * selection like every call, since a link cannot carry the token.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const url = new URL(path, window.location.href);
  if (selection?.vendorId) url.searchParams.set('vendor_id', String(selection.vendorId));
  if (selection?.website.id) url.searchParams.set('website_id', String(selection.website.id));
  const token = readToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 401) onUnauthorized();
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return res.blob();
}
