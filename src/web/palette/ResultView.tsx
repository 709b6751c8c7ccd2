import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/i18n/format.js';
import { humanise } from '../kit/form/fields.js';

/**
 * A command's answer made readable without knowing its shape: a small table for a list
 * (`{ items, total }`), key/value rows otherwise. Nested objects one level down are shown as
 * their own key/value block; deeper ones as compact JSON.
 */
const MAX_COLUMNS = 7;
const MAX_ROWS = 50;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || v === undefined || ['string', 'number', 'boolean', 'bigint'].includes(typeof v);

/** A field's name as the forms label it: `kit.fields.<name>` when the kit has it, else humanised. */
function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (key: string): string => (i18n.exists(`kit.fields.${key}`) ? t(`kit.fields.${key}`) : humanise(key));
}

function useCellText() {
  const { t } = useTranslation();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '-';
    if (typeof value === 'boolean') return value ? t('palette.command.yes') : t('palette.command.no');
    if (typeof value === 'string') return ISO_DATETIME.test(value) ? formatDate(value) : value;
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (Array.isArray(value)) {
      return value.every(isScalar) ? value.map(String).join(', ') : t('palette.command.more_items', { count: value.length });
    }
    const json = JSON.stringify(value);
    return json.length > 120 ? `${json.slice(0, 117)}…` : json;
  };
}

export function ResultView({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === undefined || value === null || (isPlain(value) && Object.keys(value).length === 0)) {
    return <p className="muted" data-testid="palette-result-empty">{t('palette.command.done')} {t('palette.command.nothing')}</p>;
  }
  if (isPlain(value) && Array.isArray(value.items)) return <ListResult value={value} items={value.items} />;
  if (isPlain(value)) {
    const entries = Object.entries(value);
    // `{ user: {...} }`: the one wrapped record is the answer
    if (entries.length === 1 && isPlain(entries[0]![1])) return <KeyValues title={entries[0]![0]} value={entries[0]![1]} />;
    return <KeyValues value={value} />;
  }
  return <KeyValues value={{ result: value }} />;
}

function ListResult({ value, items }: { value: Plain; items: unknown[] }) {
  const { t } = useTranslation();
  const text = useCellText();
  const label = useFieldLabel();
  const rows = items.filter(isPlain);
  const columns: string[] = [];
  for (const row of rows.slice(0, 10)) {
    for (const [key, cell] of Object.entries(row)) {
      if (columns.length < MAX_COLUMNS && !columns.includes(key) && isScalar(cell)) columns.push(key);
    }
  }
  const total = typeof value.total === 'number' ? value.total : items.length;
  const extras = Object.entries(value).filter(([k, v]) => !['items', 'total', 'page', 'per_page'].includes(k) && isScalar(v));
  if (rows.length === 0) return <p className="muted" data-testid="palette-result-empty">{t('palette.command.no_rows')}</p>;
  return (
    <div className="palette-result-list">
      {extras.length > 0 && <KeyValues value={Object.fromEntries(extras)} />}
      <div className="palette-table-wrap">
        <table className="palette-table" data-testid="palette-result-table">
          <thead><tr>{columns.map((c) => <th key={c} scope="col">{label(c)}</th>)}</tr></thead>
          <tbody>
            {rows.slice(0, MAX_ROWS).map((row, i) => (
              <tr key={typeof row.id === 'string' || typeof row.id === 'number' ? row.id : i}>
                {columns.map((c) => <td key={c}>{text(row[c])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted palette-result-count">{t('palette.command.rows', { shown: Math.min(rows.length, MAX_ROWS), total })}</p>
    </div>
  );
}

function KeyValues({ value, title }: { value: Plain; title?: string }) {
  const text = useCellText();
  const label = useFieldLabel();
  const scalars = Object.entries(value).filter(([, v]) => !isPlain(v));
  const nested = Object.entries(value).filter((e): e is [string, Plain] => isPlain(e[1]));
  return (
    <div className="palette-kv-block" data-testid="palette-result-kv">
      {title && <h4 className="palette-kv-title">{label(title)}</h4>}
      {scalars.length > 0 && (
        <dl className="palette-kv">
          {scalars.map(([k, v]) => (
            <div key={k} className="palette-kv-row"><dt>{label(k)}</dt><dd>{text(v)}</dd></div>
          ))}
        </dl>
      )}
      {nested.map(([k, v]) => (
        <div key={k} className="palette-kv-nested">
          <h4 className="palette-kv-title">{label(k)}</h4>
          <dl className="palette-kv">
            {Object.entries(v).map(([kk, vv]) => <div key={kk} className="palette-kv-row"><dt>{label(kk)}</dt><dd>{text(vv)}</dd></div>)}
          </dl>
        </div>
      ))}
    </div>
  );
}
