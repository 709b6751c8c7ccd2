import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { fromLine, orderLines } from '../../../shared/commands/warranties/index.js';
import { api } from '../../app/api.js';
import { errorText, notifySuccess } from '../../kit/notify.js';

/**
 * A warranty from an order's line (§7 from_line): the order's number, then its lines with the
 * product's period; a line's button makes the warranty (the months and a serial number may be
 * given first) and opens it. Esc closes the panel.
 */
export function FromLinePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState('');
  const [months, setMonths] = useState('');
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const lines = useQuery({
    queryKey: ['warranty.order_lines', number], enabled: !!number, retry: false,
    queryFn: ({ signal }) => api.call(orderLines, { number }, { signal }),
  });
  useEffect(() => { input.current?.focus(); }, []);

  async function create(lineId: number) {
    setError(null);
    setBusy(true);
    try {
      const { warranty } = await api.call(fromLine, {
        line_item_id: lineId, ...(months.trim() && { period_months: Number(months) }), ...(serial.trim() && { serial_number: serial.trim() }),
      }, { idempotencyKey: crypto.randomUUID() });
      notifySuccess('created');
      void queryClient.invalidateQueries({ queryKey: ['warranty.list'] });
      navigate(`/warranties/${warranty.id}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="wr-panel" aria-labelledby="wr-new-title" data-testid="warranty-from-line"
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onClose(); } }}>
      <h2 id="wr-new-title">{t('warranties_ui.new.title')}</h2>
      <form className="wr-row" onSubmit={(e) => { e.preventDefault(); setNumber(typed.trim()); }}>
        <label htmlFor="wr-order">{t('warranties_ui.new.order')}</label>
        <input id="wr-order" ref={input} className="input" value={typed} onChange={(e) => setTyped(e.target.value)}
          placeholder="R100000008" autoComplete="off" data-testid="warranty-order-number" />
        <button type="submit" className="btn" disabled={!typed.trim()} data-testid="warranty-order-find">{t('warranties_ui.new.find')}</button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t('warranties_ui.new.close')}</button>
      </form>
      <div className="wr-row">
        <label htmlFor="wr-months">{t('warranties_ui.new.months')}</label>
        <input id="wr-months" className="input wr-short" inputMode="numeric" value={months} onChange={(e) => setMonths(e.target.value.replace(/\D/g, ''))}
          placeholder={t('warranties_ui.new.months_placeholder')} data-testid="warranty-months" />
        <label htmlFor="wr-serial">{t('warranties_ui.fields.serial_number')}</label>
        <input id="wr-serial" className="input" value={serial} onChange={(e) => setSerial(e.target.value)} data-testid="warranty-serial" />
      </div>
      {lines.isFetching && <p role="status" className="muted">{t('kit.table.loading')}</p>}
      {lines.error && <p role="alert" className="form-error">{errorText(lines.error)}</p>}
      {error && <p role="alert" className="form-error" data-testid="warranty-error">{error}</p>}
      {lines.data && (
        <>
          <p>
            <strong>{lines.data.order_number}</strong> · {lines.data.customer_name ?? ''} · {lines.data.phone ?? ''}
            {!lines.data.completed && <span className="form-error"> · {t('warranties_ui.new.not_complete')}</span>}
          </p>
          <table className="wr-table" data-testid="warranty-lines">
            <thead><tr>
              <th scope="col">{t('warranties_ui.fields.sku')}</th><th scope="col">{t('warranties_ui.fields.product')}</th>
              <th scope="col">{t('warranties_ui.fields.quantity')}</th><th scope="col">{t('warranties_ui.fields.period')}</th><th scope="col" />
            </tr></thead>
            <tbody>{lines.data.items.map((l) => (
              <tr key={l.id} data-testid="warranty-line" data-line={l.id}>
                <td>{l.sku}</td><td>{l.name}{l.info && <span className="muted"> · {l.info}</span>}</td><td>{l.quantity}</td>
                <td>{l.period_months ? t('warranties_ui.months', { count: l.period_months }) : t('warranties_ui.new.no_period')}</td>
                <td>{l.warranty_id
                  ? <Link href={`/warranties/${l.warranty_id}`}>{l.warranty_number}</Link>
                  : <button type="button" className="btn btn-primary" disabled={busy || !lines.data.completed} onClick={() => void create(l.id)} data-testid="warranty-line-create">
                    {t('warranties_ui.new.create')}
                  </button>}
                </td>
              </tr>
            ))}</tbody>
          </table>
        </>
      )}
    </section>
  );
}
