import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resources/define.js';
import { formatDate } from '../../../shared/i18n/format.js';
import type { ResourceRow } from './view.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A read-only resource's row (src/shared/resources: `readOnly`): its fields as label and value, nothing to edit. */
export function ReadOnlyRecord({ def, row, labels }: { def: ResourceDef; row: ResourceRow; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const shown = (v: unknown, field: string): React.ReactNode => {
    if (v === null || v === undefined || v === '') return <span className="muted">—</span>;
    if (typeof v === 'boolean') return v ? t('kit.filters.yes') : t('kit.filters.no');
    if (typeof v === 'string' && ISO.test(v)) return formatDate(v);
    // a list of small records (a prize draw's prizes): one line each, its values side by side
    if (Array.isArray(v)) {
      return <ul className="rs-record-list">{v.map((x, i) => <li key={i}>{x !== null && typeof x === 'object' ? Object.values(x).map(String).join(' × ') : String(x)}</li>)}</ul>;
    }
    if (typeof v === 'object') return <code>{JSON.stringify(v)}</code>;
    // a state or a kind reads as the form's select names it
    return t(`kit.options.${field}.${String(v)}`, { defaultValue: String(v) });
  };
  return (
    <dl className="rs-record" data-testid={`resource-${def.name}-record`}>
      {Object.keys(def.fields).map((f) => (
        <div key={f} className="rs-record-row"><dt>{labels[f] ?? f}</dt><dd data-field={f}>{shown(row[f], f)}</dd></div>
      ))}
    </dl>
  );
}
