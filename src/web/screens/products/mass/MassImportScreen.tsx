import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importStart } from '../../../../shared/commands/products/import.js';
import type { Job } from '../../../../shared/schema/jobs.js';
import { api } from '../../../app/api.js';
import { notifyError } from '../../../kit/notify.js';
import { checkRows, type CheckedRow, type Mapping } from './check.js';
import { CheckStep } from './CheckStep.js';
import { FileStep } from './FileStep.js';
import { JobLogs } from './JobLogs.js';
import { JobProgress } from './JobProgress.js';
import { autoMapping, MappingStep, mappingProblems } from './MappingStep.js';
import { FileProblem, readImportFile, type ParsedFile } from './parse-file.js';
import '../../../styles/products-mass.css';

type Phase = 'file' | 'mapping' | 'checked' | 'job';

/**
 * /products/mass (§2 mass import): a CSV or XLSX file → its columns mapped to product fields →
 * every row checked, errors shown, nothing written → the ready rows applied as a job with progress.
 */
export default function MassImportScreen() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('file');
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [checked, setChecked] = useState<CheckedRow[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const choose = async (f: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const parsed = await readImportFile(f);
      setFile(parsed);
      setMapping(autoMapping(parsed.columns));
      setPhase('mapping');
    } catch (e) {
      setProblem(e instanceof FileProblem ? t(`products_mass.file.${e.key}`, e.values) : String(e));
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setProgress(0);
    try {
      setChecked(await checkRows(api, file, mapping, setProgress, controller.signal));
      setPhase('checked');
    } catch (e) {
      if (!controller.signal.aborted) notifyError(e);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const ready = checked.filter((r) => r.ok && r.input);
  const apply = async () => {
    if (!file || !ready.length) return;
    setBusy(true);
    try {
      const answer = await api.call(importStart, { rows: ready.map((r) => r.input!), file_name: file.name.slice(0, 255) }, { idempotencyKey: crypto.randomUUID() });
      setJob(answer.job);
      setPhase('job');
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    abort.current?.abort();
    setPhase('file');
    setFile(null);
    setChecked([]);
    setJob(null);
  };

  const { skuMissing, duplicates } = mappingProblems(mapping);
  return (
    <section className="pm-screen" data-testid="mass-import" aria-busy={busy}>
      <header className="pm-head">
        <h1>{t('products_mass.title')}</h1>
        <p className="muted">{t('products_mass.intro')}</p>
      </header>
      {phase === 'file' && <FileStep busy={busy} problem={problem} onFile={(f) => void choose(f)} />}
      {file && phase !== 'file' && (
        <p className="pm-file-summary" data-testid="mass-file-summary">
          {t('products_mass.file.summary', { name: file.name, count: file.rows.length, columns: t('products_mass.file.columns', { count: file.columns.length }) })}
        </p>
      )}
      {file && phase === 'mapping' && (
        <>
          <MappingStep file={file} mapping={mapping} onChange={setMapping} />
          <div className="pm-actions">
            <button type="button" className="btn btn-primary" disabled={busy || skuMissing || duplicates.length > 0} onClick={() => void check()} data-testid="mass-check">
              {t('products_mass.mapping.check')}
            </button>
            <button type="button" className="btn" disabled={busy} onClick={restart}>{t('products_mass.check.restart')}</button>
            {progress !== null && (
              <>
                <progress className="pm-progress" value={progress} max={file.rows.length} aria-label={t('products_mass.mapping.checking', { done: progress, total: file.rows.length })} />
                <span className="muted" role="status">{t('products_mass.mapping.checking', { done: progress, total: file.rows.length })}</span>
              </>
            )}
          </div>
        </>
      )}
      {phase === 'checked' && (
        <>
          <CheckStep rows={checked} />
          <div className="pm-actions">
            <button type="button" className="btn btn-primary" disabled={busy || !ready.length} onClick={() => void apply()} data-testid="mass-apply">
              {t('products_mass.check.apply', { count: ready.length })}
            </button>
            <button type="button" className="btn" disabled={busy} onClick={() => setPhase('mapping')} data-testid="mass-back">{t('products_mass.check.back')}</button>
            <button type="button" className="btn" disabled={busy} onClick={restart}>{t('products_mass.check.restart')}</button>
          </div>
        </>
      )}
      {phase === 'job' && job && (
        <>
          <JobProgress jobId={job.id} initial={job} />
          <div className="pm-actions">
            <button type="button" className="btn" onClick={restart} data-testid="mass-restart">{t('products_mass.check.restart')}</button>
          </div>
        </>
      )}
      <JobLogs />
    </section>
  );
}
