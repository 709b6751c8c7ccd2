import type { MoneyInput } from '../../../shared/commands/define.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { tugrikToMongo } from '../../../shared/money.js';
import { getPath, setPath, type FormValues } from './values.js';

/**
 * The catalogue's money inputs (`money` on a command) in a generated form: people type ₮
 * (`12,500.50`, `₮12,500`) as in `bo` and in files; the form sends the möngö the API takes.
 */
export interface MoneyPath { readonly path: string; readonly unless?: Readonly<Record<string, string>> }

export const moneyPaths = (money: readonly MoneyInput[] | undefined): MoneyPath[] =>
  (money ?? []).map((m) => (typeof m === 'string' ? { path: m } : m));

/** Whether the field holds money given the values beside it (a rule's value is a percent when `by` says so). */
function isMoneyNow(values: FormValues, m: MoneyPath): boolean {
  const parent = m.path.split('.').slice(0, -1).join('.');
  return !Object.entries(m.unless ?? {}).some(([key, value]) => String(getPath(values, parent ? `${parent}.${key}` : key) ?? '') === value);
}

/** The values with their ₮ fields read into möngö; `bad` names the fields that are no amount. */
export function readMoney(values: FormValues, paths: readonly MoneyPath[]): { values: FormValues; bad: string[] } {
  if (!paths.length) return { values, bad: [] };
  const out = structuredClone(values);
  const bad: string[] = [];
  for (const m of paths) {
    const raw = getPath(out, m.path);
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || !isMoneyNow(out, m)) continue;
    const mongo = typeof raw === 'string' || typeof raw === 'number' ? tugrikToMongo(raw) : null;
    if (mongo === null) bad.push(m.path);
    else setPath(out, m.path, String(mongo));
  }
  return { values: out, bad };
}

/** Defaults the server gave in möngö, shown as the ₮ people read and type. */
export function showMoney(values: Record<string, unknown>, paths: readonly MoneyPath[]): Record<string, unknown> {
  if (!paths.length) return values;
  const out = structuredClone(values);
  for (const m of paths) {
    const v = getPath(out, m.path);
    if (typeof v === 'number' && isMoneyNow(out, m)) setPath(out, m.path, formatMoney(v));
  }
  return out;
}
