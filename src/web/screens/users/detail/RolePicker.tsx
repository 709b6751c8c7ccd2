import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/roles/roles.js';
import { roleName } from '../columns.js';
import { useGrantableRoles } from '../grantable.js';

/**
 * Roles as removable chips plus an "Add a role…" select: a keyboard path to every role without a
 * wall of 45 checkboxes per membership.
 */
export function RolePicker({ value, onChange, label, disabled, testId }: {
  value: readonly Role[]; onChange: (roles: Role[]) => void; label: string; disabled?: boolean; testId?: string;
}) {
  const { t } = useTranslation();
  // only what he may give: the server refuses the others anyway
  const grantable = useGrantableRoles();
  const missing = grantable.filter((r) => !value.includes(r));
  return (
    <div className="role-picker" role="group" aria-label={label} data-testid={testId}>
      {value.length === 0 && <span className="muted">{t('users.roles.no_roles')}</span>}
      {value.map((r) => (
        <span key={r} className="role-chip role-chip-edit">
          <span data-role={r}>{roleName(t, r)}</span>
          <button type="button" disabled={disabled} aria-label={t('users.roles.remove_role', { role: roleName(t, r) })}
            onClick={() => onChange(value.filter((x) => x !== r))}>×</button>
        </span>
      ))}
      <select aria-label={`${label}: ${t('users.roles.add_role')}`} value="" disabled={disabled || missing.length === 0}
        onChange={(e) => { const r = grantable.find((x) => x === e.target.value); if (r) onChange([...value, r]); }}
        data-testid={testId ? `${testId}-add` : undefined}>
        <option value="">{t('users.roles.add_role')}</option>
        {missing.map((r) => <option key={r} value={r}>{roleName(t, r)}</option>)}
      </select>
    </div>
  );
}
