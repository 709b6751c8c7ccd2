import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../table/useListParams.js';
import type { ListParams, ListPatch } from '../table/url-state.js';
import '../../styles/kit.css';
import '../../styles/lists.css';

/** Where a filter's value lives: a `q[…]` ransack parameter, or a screen's own URL parameter. */
type Target = { param?: 'q' | 'extra' };
export type FilterDef = Target & (
  | { type: 'text'; key: string; label: string; placeholder?: string; wide?: boolean }
  | { type: 'select'; key: string; label: string; options: readonly { value: string; label: string }[]; anyLabel?: string }
  | { type: 'bool'; key: string; label: string }
  | { type: 'date_range'; field: string; label: string }
);

/** The URL keys a filter writes: `created_at` as a range writes `created_at_gteq` and `created_at_lteq`. */
export function filterKeys(f: FilterDef): string[] {
  return f.type === 'date_range' ? [`${f.field}_gteq`, `${f.field}_lteq`] : [f.key];
}

const TEXT_DEBOUNCE_MS = 300;

function read(params: ListParams, f: FilterDef, key: string): string {
  return (f.param === 'extra' ? params.extra[key] : params.q[key]) ?? '';
}

function patchFor(f: FilterDef, values: Record<string, string | undefined>): ListPatch {
  return f.param === 'extra' ? { extra: values } : { q: values };
}

/** Whether a filter is a search box, shown always; the others are chips added from a menu. */
const isSearch = (f: FilterDef) => f.type === 'text' && !!f.wide;
const keyOf = (f: FilterDef) => filterKeys(f)[0]!;

/**
 * Filters bound to the list's `q[field_predicate]` parameters in the URL (issue 3 point 9): text
 * (`_cont`, `_eq`), selects, yes/no, date ranges (`_gteq`/`_lteq`). Search boxes stay in view; the
 * other filters take no room until used (issue 13): each set one is a chip (its name, its control
 * and ×), and "Add filter" — a plain select, so the keyboard reaches it — adds one. `/` focuses the
 * first control.
 */
export function FilterBar({ filters, testId = 'filter-bar', disabled }: { filters: readonly FilterDef[]; testId?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const isSet = (f: FilterDef) => filterKeys(f).some((k) => read(params, f, k) !== '');
  const active = filters.some(isSet);
  const idBase = useId().replace(/:/g, '');
  // filters added but not set yet: shown until the user sets or removes them
  const [added, setAdded] = useState<readonly string[]>([]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const shown = filters.filter((f) => isSearch(f) || isSet(f) || added.includes(keyOf(f)));
  const addable = filters.filter((f) => !shown.includes(f));

  useEffect(() => {
    if (!focusKey) return;
    document.querySelector<HTMLElement>(`[data-testid="${testId}"] [data-filter-key="${focusKey}"] :is(input, select)`)?.focus();
    setFocusKey(null);
  }, [focusKey, testId]);

  function clearOne(f: FilterDef) {
    setAdded((a) => a.filter((k) => k !== keyOf(f)));
    update(patchFor(f, Object.fromEntries(filterKeys(f).map((k) => [k, undefined]))));
  }

  function clearAll() {
    const q: Record<string, undefined> = {};
    const extra: Record<string, undefined> = {};
    for (const f of filters) for (const k of filterKeys(f)) (f.param === 'extra' ? extra : q)[k] = undefined;
    setAdded([]);
    update({ q, extra });
  }

  function control(f: FilterDef): ReactNode {
    const id = `${idBase}-${filterKeys(f).join('-')}`;
    if (f.type === 'text') return <TextFilter key={f.key} id={id} def={f} value={read(params, f, f.key)} disabled={disabled} onChange={(v) => update(patchFor(f, { [f.key]: v }), { replace: true })} />;
    if (f.type === 'date_range') {
      const [from, to] = filterKeys(f) as [string, string];
      return (
        <div key={f.field} className="filter" role="group" aria-labelledby={`${id}-label`}>
          <span className="filter-label" id={`${id}-label`}>{f.label}</span>
          <div className="filter-range">
            <input type="date" aria-label={`${f.label}: ${t('kit.filters.from')}`} value={read(params, f, from)} max={read(params, f, to) || undefined}
              disabled={disabled} onChange={(e) => update(patchFor(f, { [from]: e.target.value }))} data-testid={`filter-${from}`} />
            <span aria-hidden="true">–</span>
            <input type="date" aria-label={`${f.label}: ${t('kit.filters.to')}`} value={read(params, f, to)} min={read(params, f, from) || undefined}
              disabled={disabled} onChange={(e) => update(patchFor(f, { [to]: e.target.value }))} data-testid={`filter-${to}`} />
          </div>
        </div>
      );
    }
    const options = f.type === 'bool'
      ? [{ value: 'true', label: t('kit.filters.yes') }, { value: 'false', label: t('kit.filters.no') }]
      : f.options;
    return (
      <div key={f.key} className="filter">
        <label htmlFor={id}>{f.label}</label>
        <select id={id} value={read(params, f, f.key)} disabled={disabled}
          onChange={(e) => update(patchFor(f, { [f.key]: e.target.value }))} data-testid={`filter-${f.key}`}>
          <option value="">{(f.type === 'select' && f.anyLabel) || t('kit.filters.any')}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
    );
  }

  return (
    <div className="filter-bar filter-chips" role="search" data-filter-bar="" data-testid={testId} aria-disabled={disabled || undefined}>
      {shown.map((f) => (isSearch(f) ? control(f) : (
        <span key={keyOf(f)} className="filter-chip" data-filter-key={keyOf(f)} data-testid={`${testId}-chip`}>
          {control(f)}
          <button type="button" className="filter-chip-remove" disabled={disabled} onClick={() => clearOne(f)}
            aria-label={t('lists.filters.remove', { filter: f.label })} title={t('lists.filters.remove', { filter: f.label })}
            data-testid={`${testId}-remove-${keyOf(f)}`}>×</button>
        </span>
      )))}
      {addable.length > 0 && (
        <select className="filter-add" value="" disabled={disabled} aria-label={t('lists.filters.add')} data-testid={`${testId}-add`}
          onChange={(e) => {
            const key = e.target.value;
            if (!key) return;
            setAdded((a) => [...a, key]);
            setFocusKey(key);
          }}>
          <option value="">{t('lists.filters.add')}</option>
          {addable.map((f) => <option key={keyOf(f)} value={keyOf(f)}>{f.label}</option>)}
        </select>
      )}
      {active && (
        <button type="button" className="btn btn-ghost filter-clear" onClick={clearAll} data-testid={`${testId}-clear`}>{t('kit.filters.clear')}</button>
      )}
    </div>
  );
}

/** Typing updates the URL after a short pause; a change of the URL (Clear, Back) shows in the field. */
function TextFilter({ id, def, value, onChange, disabled }: {
  id: string; def: { key: string; label: string; placeholder?: string; wide?: boolean }; value: string; disabled?: boolean | undefined; onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => { setText(value); }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  function flush(v: string) {
    clearTimeout(timer.current);
    if (v.trim() !== value) latest.current(v.trim());
  }
  return (
    <div className={`filter${def.wide ? ' filter-wide' : ''}`}>
      <label htmlFor={id}>{def.label}</label>
      <input id={id} type="search" value={text} placeholder={def.placeholder} disabled={disabled} data-testid={`filter-${def.key}`}
        onChange={(e) => {
          const v = e.target.value;
          setText(v);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(v), TEXT_DEBOUNCE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') flush(text);
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          // Esc clears the field; on an empty one it goes back to the list
          if (text) { setText(''); flush(''); } else document.querySelector<HTMLElement>('[role="grid"]')?.focus();
        }} />
    </div>
  );
}
