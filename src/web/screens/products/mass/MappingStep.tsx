import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, matchHeader, type ImportField } from '../../../../shared/schema/import.js';
import type { Mapping } from './check.js';
import type { ParsedFile } from './parse-file.js';

/** Each column goes to the field its header names (English or Mongolian), a field once. */
export function autoMapping(columns: readonly string[]): Mapping {
  const taken = new Set<ImportField>();
  return Object.fromEntries(columns.map((c) => {
    const field = matchHeader(c);
    if (!field || taken.has(field)) return [c, null];
    taken.add(field);
    return [c, field];
  }));
}

/** What keeps the mapping from being checked: no sku column, or two columns on one field. */
export function mappingProblems(mapping: Mapping): { skuMissing: boolean; duplicates: ImportField[] } {
  const used = Object.values(mapping).filter((f): f is ImportField => f !== null);
  return { skuMissing: !used.includes('sku'), duplicates: [...new Set(used.filter((f, i) => used.indexOf(f) !== i))] };
}

interface Props {
  file: ParsedFile;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}

/** Step 2: the file's columns, a sample value, and the product field each goes to. */
export function MappingStep({ file, mapping, onChange }: Props) {
  const { t } = useTranslation();
  const { skuMissing, duplicates } = mappingProblems(mapping);
  const sample = (column: string) => file.rows.find((r) => r.cells[column]?.trim())?.cells[column] ?? '';
  return (
    <section className="pm-section" aria-labelledby="pm-mapping-title">
      <h2 id="pm-mapping-title">{t('products_mass.mapping.title')}</h2>
      <p className="muted">{t('products_mass.mapping.hint')}</p>
      <table className="pm-table" data-testid="mass-mapping">
        <thead><tr><th scope="col">{t('products_mass.mapping.column')}</th><th scope="col">{t('products_mass.mapping.sample')}</th><th scope="col">{t('products_mass.mapping.field')}</th></tr></thead>
        <tbody>
          {file.columns.map((column, i) => (
            <tr key={`${column}-${i}`}>
              <th scope="row">{column || '—'}</th>
              <td className="pm-sample">{sample(column)}</td>
              <td>
                <select aria-label={`${t('products_mass.mapping.field')}: ${column}`} value={mapping[column] ?? ''} data-testid={`mass-map-${column}`}
                  onChange={(e) => onChange({ ...mapping, [column]: (e.target.value || null) as ImportField | null })}>
                  <option value="">{t('products_mass.mapping.ignore')}</option>
                  {IMPORT_FIELDS.map((f) => <option key={f} value={f}>{t(`products_mass.fields.${f}`)}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(skuMissing || duplicates.length > 0) && (
        <div className="form-error" role="alert" data-testid="mass-mapping-error">
          {skuMissing && <p>{t('products_mass.mapping.sku_missing')}</p>}
          {duplicates.map((f) => <p key={f}>{t('products_mass.mapping.duplicate', { field: t(`products_mass.fields.${f}`) })}</p>)}
        </div>
      )}
    </section>
  );
}
