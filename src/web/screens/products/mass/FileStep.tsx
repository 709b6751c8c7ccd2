import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../kit/notify.js';
import { downloadTemplate } from './template.js';

/** Step 1: choose or drop a CSV or XLSX file; the templates to start from. */
export function FileStep({ busy, problem, onFile }: { busy: boolean; problem: string | null; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  const template = (kind: 'csv' | 'xlsx') => { downloadTemplate(kind).catch(notifyError); };
  return (
    <div className="pm-file">
      <div className={`pm-drop${over ? ' pm-drop-over' : ''}`} data-testid="mass-drop"
        onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}>
        <label className="btn btn-primary" htmlFor={inputId}>{t('products_mass.file.choose')}</label>
        <input id={inputId} type="file" className="sr-only" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t('products_mass.file.label')} disabled={busy} data-testid="mass-file"
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) onFile(f); }} />
        <span className="muted">{t('products_mass.file.drop')}</span>
      </div>
      {problem && <p className="form-error" role="alert" data-testid="mass-file-error">{problem}</p>}
      <section className="pm-template" aria-label={t('products_mass.template.title')}>
        <button type="button" className="btn" onClick={() => template('csv')} data-testid="mass-template-csv">{t('products_mass.template.csv')}</button>
        <button type="button" className="btn" onClick={() => template('xlsx')} data-testid="mass-template-xlsx">{t('products_mass.template.xlsx')}</button>
        <span className="muted">{t('products_mass.template.hint')}</span>
      </section>
    </div>
  );
}
