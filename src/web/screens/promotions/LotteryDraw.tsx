import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  lotteryDraw, lotteryEntrants, lotteryEvents, lotteryVerify, lotteryWinners, type lotteryWinnerSchema,
} from '../../../shared/commands/promotions/lottery.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { DateTime, Money } from '../../kit/cells.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { AppLink } from '../../kit/links.js';
import { errorText, notifyError } from '../../kit/notify.js';
import { toast } from '../../app/toasts.js';
import './promotions.css';

type LotteryEvent = z.infer<typeof lotteryEvents.def.item>;
type Winner = z.infer<typeof lotteryWinnerSchema>;

/**
 * Under a prize draw's form: how many orders take part, the draw itself (after a confirmation that
 * says the winners are told at once), and once drawn, its seed, what it drew from and the winners,
 * with a check that re-runs the draw from the seed.
 */
export function LotteryDraw({ item }: { item: LotteryEvent }) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const queryClient = useQueryClient();
  const [seed, setSeed] = useState('');
  const drawn = item.state === 'drawn';
  const entrants = useQuery({
    queryKey: [lotteryEntrants.id, item.id, item.state],
    queryFn: ({ signal }) => api.call(lotteryEntrants, { id: item.id }, { signal }),
    enabled: canAccess(lotteryEntrants, viewer),
  });
  const winners = useQuery({
    queryKey: [lotteryWinners.id, item.id, item.state],
    queryFn: ({ signal }) => api.call(lotteryWinners, { id: item.id }, { signal }),
    enabled: drawn,
  });
  const verify = useMutation({ mutationFn: () => api.call(lotteryVerify, { id: item.id }) });
  const mayDraw = canAccess(lotteryDraw, viewer) && !drawn;

  async function draw() {
    const count = entrants.data?.count ?? 0;
    const places = item.prizes.reduce((n, p) => n + p.count, 0);
    const ok = await confirm({
      title: t('promotions_ui.lottery.confirm_title', { name: item.name }),
      body: t('promotions_ui.lottery.confirm_body', { count, places }),
      okLabel: t('promotions_ui.lottery.draw'), danger: true,
    });
    if (!ok) return;
    try {
      const answer = await api.call(lotteryDraw, { id: item.id, ...(seed.trim() && { seed: seed.trim() }) }, { idempotencyKey: crypto.randomUUID() });
      toast('success', t('promotions_ui.lottery.drawn_toast', { count: answer.items.length }));
      await queryClient.invalidateQueries({ queryKey: [lotteryEvents.get.id, item.id] });
      void queryClient.invalidateQueries({ queryKey: [lotteryEvents.list.id] });
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="pa-sub" aria-labelledby="lottery-draw-title" data-testid="lottery-draw">
      <h3 id="lottery-draw-title">{drawn ? t('promotions_ui.lottery.winners') : t('promotions_ui.lottery.draw_title')}</h3>
      {entrants.data && (
        <p data-testid="lottery-entrants">{t(drawn ? 'promotions_ui.lottery.entrants_drawn' : 'promotions_ui.lottery.entrants_now', { count: entrants.data.count })}</p>
      )}
      {entrants.error && <p role="alert" className="form-error">{errorText(entrants.error)}</p>}
      {mayDraw && (
        <div className="pr-draw">
          <label className="field">
            <span>{t('promotions_ui.lottery.seed_label')}</span>
            <input className="input" value={seed} onChange={(e) => setSeed(e.target.value)} maxLength={200} autoComplete="off"
              placeholder={t('promotions_ui.lottery.seed_placeholder')} data-testid="lottery-seed" />
          </label>
          <button type="button" className="btn btn-primary" onClick={() => void draw()} disabled={!entrants.data?.count} data-testid="lottery-draw-run">
            {t('promotions_ui.lottery.draw')}
          </button>
        </div>
      )}
      {drawn && (
        <>
          <dl className="pr-facts">
            <dt>{t('promotions_ui.lottery.drawn_at')}</dt><dd><DateTime value={item.drawn_at} /></dd>
            <dt>{t('promotions_ui.lottery.seed')}</dt><dd><code data-testid="lottery-seed-used">{item.seed}</code></dd>
            <dt>{t('promotions_ui.lottery.hash')}</dt><dd><code className="pr-hash">{item.entrants_hash}</code></dd>
          </dl>
          {winners.data && <WinnerTable items={winners.data.items} />}
          {winners.error && <p role="alert" className="form-error">{errorText(winners.error)}</p>}
          <button type="button" className="btn" onClick={() => verify.mutate()} disabled={verify.isPending} data-testid="lottery-verify">
            {t('promotions_ui.lottery.verify')}
          </button>
          {verify.error && <p role="alert" className="form-error">{errorText(verify.error)}</p>}
          {verify.data && (
            <p role="status" className={verify.data.fair ? 'sys-ok' : 'form-error'} data-testid="lottery-verified" data-fair={verify.data.fair}>
              {verify.data.fair ? t('promotions_ui.lottery.fair', { count: verify.data.entrants_count }) : t('promotions_ui.lottery.unfair')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function WinnerTable({ items }: { items: readonly Winner[] }) {
  const { t } = useTranslation();
  return (
    <div className="pr-scroll">
    <table className="pr-history" data-testid="lottery-winners">
      <thead><tr>
        <th scope="col">#</th><th scope="col">{t('promotions_ui.lottery.columns.prize')}</th><th scope="col">{t('promotions_ui.lottery.columns.order')}</th>
        <th scope="col">{t('promotions_ui.lottery.columns.total')}</th><th scope="col">{t('promotions_ui.lottery.columns.customer')}</th>
        <th scope="col">{t('promotions_ui.lottery.columns.sms')}</th><th scope="col">{t('promotions_ui.lottery.columns.email')}</th>
      </tr></thead>
      <tbody>{items.map((w) => (
        <tr key={w.position} data-testid="lottery-winner">
          <td>{w.position}</td><td>{w.prize}</td>
          <td><AppLink href={`/orders/${w.order_number}`}>{w.order_number}</AppLink></td>
          <td><Money value={w.order_total} /></td><td>{w.customer}</td>
          <td>{w.sms ? t(`orders_messages.states.${w.sms}`, { defaultValue: w.sms }) : '—'}</td>
          <td>{w.email ? t(`orders_messages.states.${w.email}`, { defaultValue: w.email }) : '—'}</td>
        </tr>
      ))}</tbody>
    </table>
    </div>
  );
}
