import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { letterOf } from '../../keyboard/keys.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { useListParams } from '../../kit/table/useListParams.js';
import type { ScreenProps } from '../index.js';
import { BankPanel } from './BankPanel.js';
import { ImportButton } from './ImportButton.js';
import { lineColumns, lineHref, linesSource } from './parts.js';
import './gateway.css';

/**
 * /corporate_gateway/{id} (§2): one account's statement, searched and filtered; `i` imports it from
 * the bank now; its panel at the bank links Candy codes (`c`) and runs bank actions (`a`).
 */
export default function AccountStatement({ params }: ScreenProps) {
  const { t } = useTranslation();
  const [list] = useListParams();
  const id = Number(params.id);
  const query = list.extra.query?.trim() ?? '';
  const source = useMemo(() => linesSource({ account_id_eq: String(id) }, query), [id, query]);
  const columns = useMemo(() => lineColumns(t), [t]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !isPlainKey(e) || e.shiftKey || isTypingTarget(e.target) || letterOf(e) !== 'i') return;
      e.preventDefault();
      document.querySelector<HTMLButtonElement>('[data-gateway-import]')?.click();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('gateway_ui.search'), placeholder: t('gateway_ui.search_placeholder'), wide: true },
    { type: 'select', key: 'direction_eq', label: t('gateway_ui.columns.direction'), options: [{ value: 'in', label: t('gateway_ui.direction.in') }, { value: 'out', label: t('gateway_ui.direction.out') }] },
    { type: 'bool', key: 'matched_eq', label: t('gateway_ui.matched') },
    { type: 'date_range', field: 'posted_at', label: t('gateway_ui.columns.posted_at') },
  ];
  if (!Number.isSafeInteger(id)) return null;
  return (
    <section className="gw-screen" data-testid="gateway-statement">
      <header className="gw-head">
        <h1 className="screen-title">{t('gateway_ui.statement')}</h1>
        <ImportButton accountId={id} shortcut />
      </header>
      <p className="muted">{t('gateway_ui.keys')}</p>
      <BankPanel accountId={id} />
      <FilterBar filters={filters} testId="gateway-filters" />
      <DataTable source={source} columns={columns} rowKey={(l) => l.id} rowHref={lineHref} selectable={false}
        label={t('gateway_ui.statement')} emptyText={t('gateway_ui.statement_empty')} testId="gateway-lines" />
    </section>
  );
}
