import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateProfile, updateSettings } from '../../../shared/commands/users.js';
import { settingsSchema, zPassword, type Settings } from '../../../shared/schema/user.js';
import { api } from '../../app/api.js';
import { persistedAtom } from '../../app/persisted.js';
import { useSession } from '../../app/session.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { errorText, notifySuccess } from '../../kit/notify.js';
import { SETTINGS_QUERY_KEY, useUserSettings } from '../../kit/useUserSettings.js';
import { NotificationSettings } from './NotificationSettings.js';
import '../../styles/users.css';

const PERSONAL_FIELDS = ['first_name', 'last_name', 'family_name', 'gender', 'birthday', 'mobile', 'register_number'] as const;
const settingsForm = settingsSchema.omit({ language: true });
const passwordForm = z.object({
  current_password: z.string().min(1),
  password: zPassword,
  password_confirmation: z.string(),
}).refine((v) => v.password === v.password_confirmation, { message: 'kit.validation.password_mismatch', path: ['password_confirmation'] });

/** `system` follows the operating system's choice at the moment of saving. */
function resolveTheme(theme: Settings['other']['theme']): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** /profile (§2, issue 3 point 6): language, notification and other settings, personal details, password. */
export default function Profile() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const queryClient = useQueryClient();
  const setPersisted = useSetAtom(persistedAtom);
  const { settings, loaded } = useUserSettings();
  const [languageError, setLanguageError] = useState<string | null>(null);
  const language = i18n.language === 'mn' ? 'mn' : 'en';

  async function saveSettings(patch: z.input<typeof updateSettings.input>) {
    const saved = await api.call(updateSettings, patch, { idempotencyKey: crypto.randomUUID() });
    queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
    return saved.settings;
  }

  async function changeLanguage(next: 'en' | 'mn') {
    setLanguageError(null);
    // the screen switches at once; the account remembers it for the next sign-in anywhere
    setPersisted({ language: next });
    await i18n.changeLanguage(next);
    try {
      await saveSettings({ language: next });
      notifySuccess('profile_updated');
    } catch (e) {
      setLanguageError(errorText(e));
    }
  }

  return (
    <section className="profile-screen" data-testid="profile-screen">
      <h1 className="screen-title">{t('users.profile.title')}</h1>
      <p className="muted">{t('users.profile.signed_in_as', { email: me.email })}</p>

      <section className="profile-card" aria-labelledby="profile-language">
        <h2 id="profile-language">{t('users.profile.language')}</h2>
        <p className="muted">{t('users.profile.language_hint')}</p>
        <select aria-labelledby="profile-language" value={language} data-testid="profile-language"
          onChange={(e) => void changeLanguage(e.target.value === 'mn' ? 'mn' : 'en')}>
          <option value="en">English</option>
          <option value="mn">Монгол</option>
        </select>
        {languageError && <p className="form-error" role="alert">{languageError}</p>}
      </section>

      <section className="profile-card" aria-labelledby="profile-settings">
        <h2 id="profile-settings">{t('users.profile.settings')}</h2>
        {loaded ? (
          <SchemaForm schema={settingsForm} defaultValues={settings} submitLabel={t('users.profile.save')} testId="profile-settings-form"
            onSubmit={async (values) => {
              const saved = await saveSettings(values);
              setPersisted({ theme: resolveTheme(saved.other.theme) });
              notifySuccess('profile_updated');
            }} />
        ) : <p className="muted" role="status">{t('kit.table.loading')}</p>}
      </section>

      <NotificationSettings />

      <section className="profile-card" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('users.profile.personal')}</h2>
        <SchemaForm schema={updateProfile.input} fields={PERSONAL_FIELDS} defaultValues={me} submitLabel={t('users.profile.save')}
          testId="profile-personal-form" layout="grid"
          onSubmit={async (values) => {
            const { current_password: _c, password: _p, ...fields } = values;
            const saved = await api.call(updateProfile, fields, { idempotencyKey: crypto.randomUUID() });
            queryClient.setQueryData(['user.me'], saved);
            notifySuccess('profile_updated');
          }} />
      </section>

      <section className="profile-card" aria-labelledby="profile-password">
        <h2 id="profile-password">{t('users.profile.password')}</h2>
        <SchemaForm schema={passwordForm} labels={{ password: t('users.profile.new_password') }} submitLabel={t('users.profile.password_submit')} resetOnSuccess testId="profile-password-form"
          onSubmit={async ({ current_password, password }) => {
            await api.call(updateProfile, { current_password, password }, { idempotencyKey: crypto.randomUUID() });
            notifySuccess('profile_updated');
          }} />
      </section>
    </section>
  );
}
