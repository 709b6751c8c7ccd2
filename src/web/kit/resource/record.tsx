import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resources/define.js';
import { formatDate } from '../../../shared/i18n/format.js';
import type { ResourceRow } from './view.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A read-only resource's row (src/shared/resources: `readOnly`): its fields as label and value, nothing to edit. */
export function ReadOnlyRecord({ def, row, labels }: { def: ResourceDef; row: ResourceRow; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const shown = (v: unknown) => {
    if (v === null || v === undefined || v === '') return <span className="muted">—</span>;
    if (typeof v === 'boolean') return v ? t('kit.filters.yes') : t('kit.filters.no');
    if (typeof v === 'string' && ISO.test(v)) return formatDate(v);
    return typeof v === 'object' ? <code>{JSON.stringify(v)}</code> : String(v);
  };
  return (
    <dl className="rs-record" data-testid={`resource-${def.name}-record`}>
      {Object.keys(def.fields).map((f) => (
        <div key={f} className="rs-record-row"><dt>{labels[f] ?? f}</dt><dd data-field={f}>{shown(row[f])}</dd></div>
      ))}
    </dl>
  );
}
