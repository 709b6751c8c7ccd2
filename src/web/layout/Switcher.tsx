import { useEffect, useId, useMemo, useRef, useState } from 'react';

export interface SwitcherOption { value: string; label: string; hint?: string }

/**
 * A header switcher: a button naming the current choice that opens a searchable list. Arrows move,
 * Enter picks, Esc closes and gives focus back to the button.
 */
export function Switcher(props: {
  label: string;
  current: string;
  options: readonly SwitcherOption[];
  searchPlaceholder: string;
  onPick(value: string): void;
  testId: string;
}) {
  const { label, current, options, searchPlaceholder, onPick, testId } = props;
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const shown = useMemo(() => {
    const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return options.filter((o) => words.every((w) => `${o.label} ${o.hint ?? ''} ${o.value}`.toLocaleLowerCase().includes(w)));
  }, [filter, options]);

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    setFilter('');
    button.current?.focus();
  };
  const pick = (o: SwitcherOption | undefined) => {
    if (!o) return;
    close();
    onPick(o.value);
  };

  return (
    <div className="switcher" ref={root} data-testid={testId}>
      <button type="button" ref={button} className="switcher-button" aria-haspopup="listbox" aria-expanded={open}
        onClick={() => { setOpen(!open); setActive(0); }}>
        <span className="switcher-label">{label}</span>
        <span className="switcher-current">{current}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="switcher-pop">
          <input autoFocus className="switcher-search" placeholder={searchPlaceholder} aria-label={searchPlaceholder} value={filter}
            aria-controls={listId} aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
            onChange={(e) => { setFilter(e.target.value); setActive(0); }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => Math.min(a + 1, shown.length - 1)); }
              else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
              else if (e.key === 'Enter') { e.preventDefault(); pick(shown[active]); }
              else if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); close(); }
            }} />
          <ul role="listbox" id={listId} className="switcher-list">
            {shown.map((o, i) => (
              <li key={o.value} id={`${listId}-${i}`} role="option" aria-selected={i === active} className={i === active ? 'active' : undefined}
                onMouseEnter={() => setActive(i)} onMouseDown={(e) => { e.preventDefault(); pick(o); }}>
                <span>{o.label}</span>
                {o.hint && <span className="muted">{o.hint}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
