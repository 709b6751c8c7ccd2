import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { previewOutput } from '../../../../shared/commands/orders/create.js';
import { Money } from '../../../kit/cells.js';

/**
 * The new order's discounts (issue 16): a code typed here joins the preview at once, which answers
 * what each code and each automatic discount gives, or why a code is refused, before anything is placed.
 */
export function DiscountsPanel({ codes, preview, onChange }: {
  codes: string[]; preview: z.infer<typeof previewOutput> | undefined; onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [typed, setTyped] = useState('');
  const add = () => {
    const code = typed.trim().toUpperCase();
    if (code && !codes.includes(code)) onChange([...codes, code]);
    setTyped('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code; it must not place the order
    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) { e.preventDefault(); add(); }
  };
  const shown = preview?.discounts ?? [];
  return (
    <section className="on-totals" data-testid="new-order-discounts">
      <h2>{t('orders_new.discounts.title')}</h2>
      <label htmlFor={`${id}-code`} className="on-code-label">{t('orders_new.discounts.code')}</label>
      <div className="on-code">
        <input id={`${id}-code`} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={onKey} autoComplete="off"
          placeholder={t('orders_new.discounts.code_placeholder')} data-testid="new-order-code" />
        <button type="button" className="btn" onClick={add} disabled={!typed.trim()}>{t('orders_new.discounts.apply')}</button>
      </div>
      <ul className="on-discounts">
        {shown.map((d) => (
          <li key={`${d.discount_id ?? ''}:${d.code ?? ''}`} className={d.status === 'refused' ? 'on-refused' : undefined} data-testid="new-order-discount">
            <span className="on-discount-title">
              {d.title}{d.code && d.code !== d.title ? ` · ${d.code}` : ''}{d.auto ? ` · ${t('orders_new.discounts.auto')}` : ''}
            </span>
            {d.status === 'applies' ? <Money value={-d.amount} /> : <span className="on-warn" role="note">{d.message}</span>}
            {d.code && !d.auto && (
              <button type="button" className="btn btn-link" aria-label={t('orders_new.discounts.remove', { code: d.code })}
                onClick={() => onChange(codes.filter((c) => c !== d.code))}>×</button>
            )}
          </li>
        ))}
        {preview && !shown.length && <li className="muted">{t('orders_new.discounts.none')}</li>}
      </ul>
    </section>
  );
}
