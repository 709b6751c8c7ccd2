import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { update } from '../../../../shared/commands/users.js';
import type { UserDetail } from '../../../../shared/schema/user.js';
import { api } from '../../../app/api.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../../kit/notify.js';
import { afterUserSaved } from './saved.js';

const FIELDS = ['email', 'first_name', 'last_name', 'family_name', 'gender', 'birthday', 'mobile', 'register_number', 'locale', 'password'] as const;

/** The user's own fields, edited through `user.update` (roles and memberships have their tab). */
export function ProfileTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaults = useMemo(() => ({ ...user, password: '' }), [user]);
  return (
    <SchemaForm
      schema={update.input}
      fields={FIELDS}
      fixed={{ id: user.id }}
      defaultValues={defaults}
      labels={{ password: t('users.detail.new_password') }}
      submitLabel={t('users.detail.save')}
      testId="user-profile-form"
      layout="grid"
      keepEdits
      onSubmit={async (values) => {
        const { id, ...rest } = values;
        const saved = await api.call(update, { id, ...rest }, { idempotencyKey: crypto.randomUUID() });
        afterUserSaved(queryClient, saved.user);
        notifySuccess('updated');
      }}
    />
  );
}
