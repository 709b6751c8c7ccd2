import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { giftCardGet, giftCardIssue, giftCardList, giftCardResend, type GiftCard } from '../../../shared/commands/promotions/gift-cards.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { DateTime, Money } from '../../kit/cells.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import './promotions.css';

const ISSUE_FIELDS = ['recipient_name', 'recipient_email', 'amount', 'message'] as const;

/**
 * /promotions/gift_cards (§2): the cards with their balance and whether their email left; `n`
 * issues one (many: `bo gift-cards issue --file`), a row opens its balance history and resend.
 */
export default function GiftCardsScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const viewer = useSession().viewer;
  const queryClient = useQueryClient();
  const canIssue = canAccess(giftCardIssue, viewer);
  const query = params.extra.query?.trim() ?? '';
  const issuing = canIssue && params.extra.new === '1';
  const openId = params.extra.card ? Number(params.extra.card) : null;
  const source = useMemo(() => commandSource<GiftCard>(giftCardList, query ? { query } : {}), [query]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen()) return;
      if (e.key === 'Escape' && (issuing || openId)) {
        e.preventDefault();
        update({ extra: { new: undefined, card: undefined } });
      } else if (canIssue && isPlainKey(e) && !e.shiftKey && !isTypingTarget(e.target) && letterOf(e) === 'n') {
        e.preventDefault();
        update({ extra: { new: '1', card: undefined } });
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canIssue, issuing, openId, update]);

  const columns = useMemo<Column<GiftCard>[]>(() => [
    { id: 'code', header: t('promotions_ui.gift.columns.code'), primary: true, width: 'minmax(150px, 1fr)', value: (c) => c.code },
    { id: 'recipient', header: t('promotions_ui.gift.columns.recipient'), width: 'minmax(200px, 2fr)', value: (c) => `${c.recipient_name} · ${c.recipient_email}` },
    { id: 'amount', header: t('promotions_ui.gift.columns.amount'), kind: 'money', value: (c) => c.amount },
    { id: 'balance', header: t('promotions_ui.gift.columns.balance'), kind: 'money', sort: 'balance', value: (c) => c.balance },
    { id: 'delivery', header: t('promotions_ui.gift.columns.delivery'), width: '130px', fit: true, value: (c) => (c.delivery ? t(`promotions_ui.gift.delivery.${c.delivery}`) : '') },
    { id: 'created_at', header: t('promotions_ui.gift.columns.created_at'), kind: 'date', sort: 'created_at', value: (c) => c.created_at },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('promotions_ui.gift.search'), placeholder: t('promotions_ui.gift.search_placeholder'), wide: true },
  ];
  const labels = useMemo(() => Object.fromEntries(ISSUE_FIELDS.map((f) => [f, t(`promotions_ui.gift.fields.${f}`)])), [t]);

  return (
    <section className="pr-screen" data-testid="gift-cards-screen">
      <header className="pr-head">
        <h1 className="screen-title">{t('nav.routes.promotions_gift_cards')}</h1>
        {canIssue && (
          <button type="button" className="btn btn-primary" onClick={() => update({ extra: { new: '1', card: undefined } })} aria-keyshortcuts="n" data-testid="gift-card-new">
            {t('promotions_ui.gift.new')}
          </button>
        )}
      </header>
      <p className="muted pr-hint">{t('promotions_ui.gift.keys')}</p>
      {issuing && (
        <section className="pr-panel" aria-label={t('promotions_ui.gift.new')}>
          <SchemaForm schema={giftCardIssue.input} fields={ISSUE_FIELDS} labels={labels} money={giftCardIssue.money} layout="grid" autoFocus
            submitLabel={t('promotions_ui.gift.issue')} testId="gift-card-form"
            actions={<button type="button" className="btn" onClick={() => update({ extra: { new: undefined } })}>{t('promotions_ui.gift.close')}</button>}
            onSubmit={async (v) => {
              const { gift_card } = await api.call(giftCardIssue, v, { idempotencyKey: crypto.randomUUID() });
              notifySuccess('created');
              void queryClient.invalidateQueries({ queryKey: ['gift_card.list'] });
              update({ extra: { new: undefined, card: String(gift_card.id) } });
            }} />
        </section>
      )}
      {openId !== null && Number.isSafeInteger(openId) && <GiftCardPanel key={openId} id={openId} onClose={() => update({ extra: { card: undefined } })} />}
      <FilterBar filters={filters} testId="gift-cards-filters" />
      <DataTable<GiftCard> source={source} columns={columns} rowKey={(c) => c.id} rowHref={(c) => `/promotions/gift_cards?card=${c.id}`}
        label={t('promotions_ui.gift.table')} emptyText={t('promotions_ui.gift.empty')} selectable={false} testId="gift-cards-table" />
    </section>
  );
}

function GiftCardPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const { data } = useQuery({ queryKey: ['gift_card.get', id], queryFn: ({ signal }) => api.call(giftCardGet, { id }, { signal }) });
  if (!data) return <section className="pr-panel" aria-busy="true" />;
  const card = data.gift_card;

  async function resend() {
    const ok = await confirm({ title: t('commands.promotions.gift_card.resend'), body: card.recipient_email, okLabel: t('promotions_ui.gift.resend') });
    if (!ok) return;
    try {
      await api.call(giftCardResend, { id });
      notifySuccess('saved');
      void queryClient.invalidateQueries({ queryKey: ['gift_card.get', id] });
      void queryClient.invalidateQueries({ queryKey: ['gift_card.list'] });
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="pr-panel" data-testid="gift-card-panel" aria-labelledby="pr-gift-title">
      <header className="pr-head">
        <h2 id="pr-gift-title"><code>{card.code}</code></h2>
        <span>{card.recipient_name} · {card.recipient_email}</span>
        <span className="muted">{formatMoney(card.balance)} / {formatMoney(card.amount)}</span>
        {card.delivery && <span className="pr-state" data-testid="gift-card-delivery">{t(`promotions_ui.gift.delivery.${card.delivery}`)}</span>}
        <span className="pr-delete">
          {canAccess(giftCardResend, viewer) && <button type="button" className="btn" onClick={() => void resend()} data-testid="gift-card-resend">{t('promotions_ui.gift.resend')}</button>}
          {' '}<button type="button" className="btn btn-ghost" onClick={onClose}>{t('promotions_ui.gift.close')}</button>
        </span>
      </header>
      <h3>{t('promotions_ui.gift.history')}</h3>
      <table className="pr-history" data-testid="gift-card-history">
        <thead><tr>
          <th scope="col">{t('promotions_ui.gift.columns.created_at')}</th><th scope="col">{t('promotions_ui.gift.columns.kind')}</th>
          <th scope="col">{t('promotions_ui.gift.columns.amount')}</th><th scope="col">{t('promotions_ui.gift.columns.balance_after')}</th>
          <th scope="col">{t('promotions_ui.gift.columns.order')}</th><th scope="col">{t('promotions_ui.gift.columns.author')}</th>
        </tr></thead>
        <tbody>{data.history.map((h) => (
          <tr key={h.id}>
            <td><DateTime value={h.created_at} /></td><td>{t(`promotions_ui.gift.kind.${h.kind}`, { defaultValue: h.kind })}</td>
            <td><Money value={h.amount} /></td><td><Money value={h.balance_after} /></td><td>{h.order_number ?? ''}</td><td>{h.author_email ?? ''}</td>
          </tr>
        ))}</tbody>
      </table>
    </section>
  );
}
