import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createStoreCredit, storeCredits } from '../../../../shared/commands/users.js';
import { formatMoney } from '../../../../shared/i18n/format.js';
import type { UserDetail } from '../../../../shared/schema/user.js';
import { api } from '../../../app/api.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';

type Credit = z.output<typeof storeCredits.output>['items'][number];

/**
 * The form takes tögrög as people type them (`1500.5`); the command takes möngö. Whole möngö
 * only: a third decimal is refused, never rounded away silently.
 */
const creditForm = z.object({
  amount: z.coerce.number()
    .refine((v) => v !== 0, 'users.credits.not_zero')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'users.credits.cents')
    .refine((v) => Math.abs(v) < 2 ** 53 / 100, 'kit.validation.invalid'),
  category: createStoreCredit.input.shape.category,
  memo: createStoreCredit.input.shape.memo,
});

/** The user's store credit entries and the form that adds one (`user.store_credit_create`). */
export function StoreCreditsTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const source = useMemo(() => commandSource(storeCredits, { id: user.id }), [user.id]);
  const columns = useMemo<Column<Credit>[]>(() => [
    { id: 'created_at', header: t('users.credits.created_at'), kind: 'date', value: (c) => c.created_at },
    { id: 'amount', header: t('users.credits.amount'), kind: 'money', value: (c) => c.amount },
    { id: 'category', header: t('users.credits.category'), width: '140px', value: (c) => t(`kit.options.category.${c.category}`) },
    { id: 'memo', header: t('users.credits.memo'), width: 'minmax(160px, 2fr)', value: (c) => c.memo },
    { id: 'author', header: t('users.credits.author'), width: 'minmax(140px, 1fr)', value: (c) => c.author?.email },
  ], [t]);

  return (
    <div className="credits-tab">
      <DataTable<Credit> source={source} columns={columns} rowKey={(c) => c.id} label={t('users.credits.table')}
        selectable={false} emptyText={t('users.credits.empty')} testId="credits-table" />
      <h2 className="credits-create-title">{t('users.credits.create')}</h2>
      <SchemaForm
        schema={creditForm}
        defaultValues={{ category: 'compensation' }}
        labels={{ amount: t('users.credits.amount_label') }}
        submitLabel={t('users.credits.submit')}
        resetOnSuccess
        testId="credit-form"
        onSubmit={async (values) => {
          const amount = Math.round(values.amount * 100);
          const ok = await confirm({
            title: t('users.credits.confirm_title', { amount: formatMoney(amount), email: user.email }),
            body: t('users.credits.confirm_body', { balance: formatMoney(user.store_credit + amount) }),
            okLabel: t('users.credits.confirm_ok'),
            danger: amount < 0,
          });
          if (!ok) return false;
          await api.call(createStoreCredit, { id: user.id, amount, category: values.category, memo: values.memo },
            { idempotencyKey: crypto.randomUUID() });
          void queryClient.invalidateQueries({ queryKey: [storeCredits.id] });
          void queryClient.invalidateQueries({ queryKey: ['user.get', user.id] });
          notifySuccess('saved');
          return true;
        }}
      />
    </div>
  );
}
