import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { discountCreate, discountDelete, discountGet, discountUpdate } from '../../../shared/commands/promotions/discounts.js';
import { promotionSimulate, SIMULATE_MAX_DAYS } from '../../../shared/commands/promotions/simulate.js';
import { canAccess } from '../../../shared/roles/access.js';
import { zDate } from '../../../shared/schema/common.js';
import { APPLIES_TO, MINIMUM_KINDS, VALUE_TYPES, type Discount } from '../../../shared/schema/promotion.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { overlayOpen } from '../../kit/keys.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import type { ScreenProps } from '../index.js';
import { CodesPanel } from './CodesPanel.js';
import { dayOfEnd, dayOfStart, endOfDay, startOfDay } from './dates.js';
import { useDiscountsBase } from './base.js';
import { valueText } from './labels.js';
import { SimulatePanel, type Simulation } from './SimulatePanel.js';
import './promotions.css';

const FIELDS = [
  'title', 'description', 'value_type', 'percent', 'amount', 'applies_to', 'target_ids', 'minimum_kind', 'minimum_amount', 'minimum_quantity',
  'usage_limit', 'once_per_customer', 'max_per_user', 'per_code_limit', 'starts_at', 'ends_at', 'free_shipping', 'auto_claim',
  'buy_quantity', 'get_quantity', 'get_variant_ids', 'tags',
] as const;
/** The window is picked by days (dates.ts); the API takes instants. */
const days = { starts_at: zDate.nullable().optional(), ends_at: zDate.nullable().optional() };
const createForm = discountCreate.input.extend(days);
const updateForm = discountUpdate.input.extend(days);
const withInstants = <T extends { starts_at?: string | null | undefined; ends_at?: string | null | undefined }>(v: T) => ({
  ...v,
  ...(v.starts_at !== undefined && { starts_at: v.starts_at && startOfDay(v.starts_at) }),
  ...(v.ends_at !== undefined && { ends_at: v.ends_at && endOfDay(v.ends_at) }),
});

/**
 * /promotions/discount/:id (§2; `new` for a new one): every rule of a discount in one form
 * (Ctrl+Enter or Ctrl+S saves, Esc goes back to the list), its rules replayed over past orders as
 * typed, saved or not (Alt+R), then its codes and their generation.
 */
export default function DiscountEditor({ params }: ScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const { base } = useDiscountsBase();
  const isNew = params.id === 'new';
  const id = isNew ? null : Number(params.id);
  const screen = useRef<HTMLElement>(null);
  const { data, error } = useQuery({
    queryKey: ['discount.get', id],
    queryFn: ({ signal }) => api.call(discountGet, { id: id! }, { signal }),
    enabled: id !== null && Number.isSafeInteger(id),
  });
  const discount = data?.discount;
  const [replayDays, setReplayDays] = useState(30);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const canReplay = canAccess(promotionSimulate, viewer);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen()) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === 'Enter' || letterOf(e) === 's')) {
        const form = screen.current?.querySelector<HTMLFormElement>('[data-discount-form] form');
        if (!form) return;
        e.preventDefault();
        form.requestSubmit();
      } else if (e.altKey && !e.ctrlKey && !e.metaKey && letterOf(e) === 'r') {
        const replay = screen.current?.querySelector<HTMLButtonElement>('[data-testid="discount-replay"]');
        if (!replay) return;
        e.preventDefault();
        replay.click();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        navigate(base);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  const labels = useMemo(() => ({ ...Object.fromEntries([...FIELDS, 'code'].map((f) => [f, t(`promotions_ui.fields.${f}`)])) }), [t]);
  const choices = useMemo(() => ({
    value_type: VALUE_TYPES.map((v) => ({ value: v, label: t(`promotions_ui.options.value_type.${v}`) })),
    applies_to: APPLIES_TO.map((v) => ({ value: v, label: t(`promotions_ui.options.applies_to.${v}`) })),
    minimum_kind: MINIMUM_KINDS.map((v) => ({ value: v, label: t(`promotions_ui.options.minimum_kind.${v}`) })),
  }), [t]);
  // the form's values as they would be saved, replayed without saving (over the saved rules of an existing discount)
  const replay = canReplay ? {
    label: t('promotions_ui.simulate.run'), testId: 'discount-replay',
    onSubmit: async (v: Record<string, unknown>) => {
      const { id: _id, code: _code, ...rule } = withInstants(v);
      setSimulation(await api.call(promotionSimulate, { ...(discount && { id: discount.id }), rule, days: replayDays }));
    },
  } : undefined;
  const saved = (d: Discount) => {
    queryClient.setQueryData(['discount.get', d.id], { discount: d });
    void queryClient.invalidateQueries({ queryKey: ['discount.list'] });
  };

  async function remove(d: Discount) {
    const ok = await confirm({ title: t('promotions_ui.editor.delete_title', { title: d.title }), body: t('promotions_ui.editor.delete_body'), okLabel: t('promotions_ui.editor.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(discountDelete, { id: d.id });
      notifySuccess('deleted');
      void queryClient.invalidateQueries({ queryKey: ['discount.list'] });
      navigate(base);
    } catch (e) {
      notifyError(e);
    }
  }

  if (!isNew && (error || (id !== null && !Number.isSafeInteger(id)))) {
    return <section className="pr-screen"><p role="alert">{t('promotions_ui.editor.not_found')}</p><Link href={base}>{t('promotions_ui.editor.back')}</Link></section>;
  }
  if (!isNew && !discount) return <section className="pr-screen" aria-busy="true" />;

  return (
    <section className="pr-screen" data-testid="discount-editor" ref={screen}>
      <header className="pr-head">
        <Link href={base} className="pr-back">← {t('promotions_ui.editor.back')}</Link>
        <h1 className="screen-title">{discount ? discount.title : t('promotions_ui.editor.new_title')}</h1>
        {discount && <span className={`pr-state pr-state-${discount.state}`} data-testid="discount-state">{t(`promotions_ui.state.${discount.state}`)}</span>}
        {discount && <span className="muted">{valueText(discount, t)}</span>}
        {discount && canAccess(discountDelete, viewer) && (
          <button type="button" className="btn btn-danger pr-delete" onClick={() => void remove(discount)} data-testid="discount-delete">{t('promotions_ui.editor.delete')}</button>
        )}
      </header>
      <p className="muted pr-hint">{t('promotions_ui.editor.keys')}</p>
      <div data-discount-form>
        {isNew ? (
          <SchemaForm schema={createForm} fields={[...FIELDS, 'code']} labels={labels} choices={choices} money={discountCreate.money} layout="grid" autoFocus
            defaultValues={{ value_type: 'percentage', applies_to: 'order', minimum_kind: 'none', once_per_customer: false, free_shipping: false, auto_claim: false, get_quantity: 1 }}
            submitLabel={t('promotions_ui.editor.create')} testId="discount-form" alternate={replay}
            onSubmit={async (v) => {
              const { discount: d } = await api.call(discountCreate, withInstants(v), { idempotencyKey: crypto.randomUUID() });
              saved(d);
              notifySuccess('created');
              navigate(`${base}/${d.id}`, { replace: true });
            }} />
        ) : (
          <SchemaForm key={discount!.updated_at} schema={updateForm} fixed={{ id: discount!.id }} fields={FIELDS} labels={labels} choices={choices}
            money={discountUpdate.money} layout="grid" keepEdits submitLabel={t('promotions_ui.editor.save')} testId="discount-form" alternate={replay}
            defaultValues={{
              ...discount!, starts_at: dayOfStart(discount!.starts_at), ends_at: dayOfEnd(discount!.ends_at),
              // the minimum not in use stays empty rather than a misleading 0
              minimum_amount: discount!.minimum_kind === 'amount' ? discount!.minimum_amount : undefined,
              minimum_quantity: discount!.minimum_kind === 'quantity' ? discount!.minimum_quantity : undefined,
            }}
            onSubmit={async (v) => {
              saved((await api.call(discountUpdate, withInstants(v))).discount);
              notifySuccess('saved');
            }} />
        )}
      </div>
      {canReplay && (
        <label className="pr-sim-days-input">
          {t('promotions_ui.simulate.days')}
          <input type="number" min={1} max={SIMULATE_MAX_DAYS} value={replayDays} data-testid="discount-replay-days"
            onChange={(e) => setReplayDays(Math.min(SIMULATE_MAX_DAYS, Math.max(1, Math.trunc(Number(e.target.value)) || 1)))} />
        </label>
      )}
      {simulation && <SimulatePanel result={simulation} />}
      {discount && <CodesPanel discount={discount} />}
    </section>
  );
}
