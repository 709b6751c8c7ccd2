import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commentCreate, comments } from '../../../../../shared/commands/orders/orders.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { DateTime } from '../../../../kit/cells.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { errorText } from '../../../../kit/notify.js';
import { afterOrderChanged, once, useCan } from '../../shared.js';
import type { OrderTabProps } from '../tabs.js';

/** The order's notes, newest first, and a box to add one (for those who may write them). */
export function CommentsTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['order.comments', order.number],
    queryFn: ({ signal }) => api.call(comments, { number: order.number }, { signal }),
  });
  const items = query.data?.items ?? [];
  return (
    <div className="or-tab-stack">
      {can(commentCreate) && (
        <SchemaForm schema={commentCreate.input} fixed={{ number: order.number }} fields={['body']} resetOnSuccess
          labels={{ body: t('orders_web.comments.body') }} submitLabel={t('orders_web.comments.add')} testId="comment-form"
          onSubmit={async (values) => {
            await api.call(commentCreate, values, once());
            afterOrderChanged(queryClient, order.number);
            toast('success', t('orders_web.comments.added'));
          }} />
      )}
      {query.error ? <p role="alert" className="form-error">{errorText(query.error)}</p> : null}
      {query.isPending && <p className="muted" role="status">{t('kit.table.loading')}</p>}
      {query.isSuccess && items.length === 0 && <p className="muted">{t('orders_web.tabs_empty.comments')}</p>}
      <ol className="or-comments" data-testid="comments">
        {items.map((c) => (
          <li key={c.id} data-testid="comment">
            <p className="or-comment-meta muted">{c.author_email ?? t('orders_web.comments.system')} · <DateTime value={c.created_at} /></p>
            <p className="or-comment-body">{c.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
