import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../notify.js';
import type { ListParams, ListPatch } from './url-state.js';
import '../../styles/lists.css';

/** URL parameters that choose which list it is (a tab, a kind of user), not filters of it. */
const STRUCTURAL = new Set(['kind', 'filter', 'tab']);

/** The list's filters in the URL, as a patch that clears them (the sort and the tab stay). */
export function clearFiltersPatch(params: ListParams): ListPatch | null {
  const q = Object.keys(params.q).filter((k) => k !== 's');
  const extra = Object.keys(params.extra).filter((k) => !STRUCTURAL.has(k));
  if (!q.length && !extra.length) return null;
  return { q: Object.fromEntries(q.map((k) => [k, undefined])), extra: Object.fromEntries(extra.map((k) => [k, undefined])) };
}

/**
 * Nothing to show, and the next step: filters that found nothing can be cleared; an empty list
 * offers what the screen gives (a "New product" the reader may create).
 */
export function EmptyState({ text, filtered, onClear, action, testId }: {
  text: string; filtered: boolean; onClear: () => void; action?: ReactNode; testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="dt-empty" data-testid={testId}>
      <p>{filtered ? t('lists.empty.filtered') : text}</p>
      <div className="dt-empty-actions">
        {filtered && <button type="button" className="btn" onClick={onClear} data-testid={`${testId}-clear`}>{t('kit.filters.clear')}</button>}
        {!filtered && action}
      </div>
    </div>
  );
}

/** A list that failed: the server's own message and a Retry. */
export function ErrorState({ error, onRetry, retrying, testId }: { error: unknown; onRetry: () => void; retrying: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="dt-failed" role="alert" data-testid={testId}>
      <p data-testid={`${testId}-message`}>{errorText(error)}</p>
      <button type="button" className="btn" onClick={onRetry} disabled={retrying} data-testid={`${testId}-retry`}>{t('lists.retry')}</button>
    </div>
  );
}
