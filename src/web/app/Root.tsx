import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ScreenBoundary } from '../kit/ScreenBoundary.js';
import { Toasts } from '../kit/Toasts.js';
import { loadConsole } from './chunks.js';
import { readToken } from './persisted.js';
import { toast } from './toasts.js';

// The sign-in page and the console are separate chunks: /login loads neither the shell, the
// palette, the catalogue nor react-query (issues 3 and 26: the sign-in route's JavaScript stays small).
const Login = lazy(() => import('../screens/auth/Login.js'));
const Register = lazy(() => import('../screens/auth/Register.js'));
const ErrorPage = lazy(() => import('../screens/errors/ErrorPage.js'));
const Console = lazy(loadConsole);

export function Root() {
  const [location] = useLocation();
  return (
    <>
      {/* the shell's own chunks (the console, sign-in) failing show an error with a reload, never a blank page */}
      <ScreenBoundary resetKey={location}>
      <Suspense fallback={<Splash />}>
        <Switch>
          <Route path="/login"><PublicOnly><Login /></PublicOnly></Route>
          <Route path="/register"><Register /></Route>
          <Route path="/404"><ErrorPage kind="404" /></Route>
          <Route path="/500"><ErrorPage kind="500" /></Route>
          <Route><RequireLogin><Console /></RequireLogin></Route>
        </Switch>
      </Suspense>
      </ScreenBoundary>
      <Toasts />
    </>
  );
}

export function Splash() {
  const { t } = useTranslation();
  return <div className="splash" role="status" aria-live="polite">{t('ui.app.loading')}</div>;
}

/** /login is for signed-out users only (§2). */
function PublicOnly({ children }: { children: React.ReactNode }) {
  return readToken() ? <Redirect to="/" replace /> : <>{children}</>;
}

/** A protected route while signed out goes to /login with a warning, remembering where it was (§2, §8). */
function RequireLogin({ children }: { children: React.ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { t } = useTranslation();
  const token = readToken();
  useEffect(() => {
    if (token) return;
    toast('warning', t('ui.login.required'));
    const from = `${location}${search ? `?${search}` : ''}`;
    navigate(from === '/' ? '/login' : `/login?next=${encodeURIComponent(from)}`, { replace: true });
  }, [token, location, search, navigate, t]);
  return token ? <>{children}</> : null;
}
