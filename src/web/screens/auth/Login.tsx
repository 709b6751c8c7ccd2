import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ApiError } from '../../../shared/api/errors.js';
import { prefetchConsole } from '../../app/chunks.js';
import { persistedAtom, writeToken } from '../../app/persisted.js';
import { toast } from '../../app/toasts.js';
import { useDocumentTitle } from '../../kit/title.js';
import { facebookAccessToken } from './facebook.js';
import { whenIdle } from '../../kit/idle.js';
import type { SignInOptions } from './calls.js';
import { LanguageSelect } from './LanguageSelect.js';

const calls = () => import('./calls.js');

/** Where to go after signing in: the page the user came from, never another site (§2). */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

export default function Login() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.routes.auth_login'));
  const search = useSearch();
  const persisted = useAtomValue(persistedAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [opts, setOpts] = useState<SignInOptions | null>(null);

  // the form shows first; its calls (and the console, fetched ahead for after signing in) come once it is idle
  useEffect(() => whenIdle(() => {
    // where the page's own JavaScript ends and the fetching ahead begins (bench/bundle.mjs)
    performance.mark('bo:login-idle');
    calls().then((c) => c.signInOptions()).then(setOpts, () => setOpts(null));
    prefetchConsole();
  }), []);

  function signedIn(token: string) {
    writeToken(token);
    // the language picked on this page stays: it is this browser's choice (the profile changes it)
    // full navigation: the console's chunk starts from a clean session
    window.location.assign(returnPath(search));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { token } = await (await calls()).signIn({ username: username.trim(), password });
      signedIn(token);
    } catch (err) {
      const message = err instanceof ApiError && err.code === 'invalid_credentials' ? t('ui.login.invalid') : err instanceof ApiError ? err.message : t('ui.toast.error');
      setError(message);
      toast('warning', message);
      setBusy(false);
    }
  }

  async function withFacebook() {
    if (busy) return;
    setBusy(true);
    try {
      // pressed before the page was idle: the options it needs are asked now
      const appId = (opts ?? (await (await calls()).signInOptions().catch(() => null)))?.facebook_app_id ?? null;
      const result = await facebookAccessToken(appId);
      if (result.kind === 'unavailable') toast('warning', t('ui.login.facebook_unavailable'));
      else if (result.kind === 'declined') toast('warning', t('ui.login.facebook_declined'));
      else {
        const { token } = await (await calls()).signInWithFacebook(result.token);
        signedIn(token);
        return;
      }
    } catch (err) {
      toast('warning', err instanceof ApiError && err.code === 'facebook_unavailable' ? t('ui.login.facebook_unavailable') : err instanceof ApiError ? err.message : t('ui.toast.error'));
    }
    setBusy(false);
  }

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t('ui.login.title')}</h1>
        <label className="field">
          <span>{t('ui.login.username')}</span>
          <input name="username" autoComplete="username" autoFocus value={username} placeholder={t('ui.login.username_placeholder')}
            onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('ui.login.password')}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} placeholder={t('ui.login.password_placeholder')}
            onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{t('ui.login.submit')}</button>
        <button type="button" className="btn btn-facebook btn-block" onClick={withFacebook} disabled={busy}>{t('ui.login.facebook')}</button>
        <div className="login-foot">
          <a href={opts?.forgot_password_url ?? 'https://www.shop.mn/login'} rel="noreferrer">{t('ui.login.forgot')}</a>
          <LanguageSelect value={persisted.language} />
        </div>
      </form>
    </main>
  );
}
