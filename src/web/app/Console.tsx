import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/errors.js';
import { me as meCommand } from '../../shared/commands/users.js';
import { isAdminRoles } from '../../shared/roles/access.js';
import { viewerFor } from '../../shared/roles/viewer.js';
import { Layout } from '../layout/Layout.js';
import { api, setSelection, setUnauthorizedHandler } from './api.js';
import { useLiveUpdates } from './live.js';
import { signOut } from './sign-out.js';
import { persistedAtom } from './persisted.js';
import { Splash } from './Root.js';
import { resolveSelection } from './selection.js';
import { sessionAtom } from './session.js';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // a refusal will not change by asking again; a network blip may
      retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
    },
  },
});

/** The signed-in console: loads the current user, resolves website and tenant, then the layout. */
export default function Console() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate />
    </QueryClientProvider>
  );
}

function SessionGate() {
  const { t } = useTranslation();
  const persisted = useAtomValue(persistedAtom);
  const setSession = useSetAtom(sessionAtom);
  const me = useQuery({ queryKey: ['user.me'], queryFn: () => api.call(meCommand, {}), staleTime: 60_000 });

  useEffect(() => {
    // any 401, from the current-user call or later ones, ends the session (§8)
    setUnauthorizedHandler(() => signOut({ remote: false, keepPlace: true }));
  }, []);

  const session = useMemo(() => {
    if (!me.data) return null;
    const user = me.data.user;
    const isAdmin = isAdminRoles(user.roles);
    const selection = resolveSelection({ websites: user.websites, vendors: user.vendors, isAdmin }, persisted);
    const viewer = viewerFor(user, selection.website.id === null ? null : selection.website, selection.vendorId);
    return { me: user, selection, viewer, isAdmin };
  }, [me.data, persisted]);

  // live order updates, once for the whole console (src/web/app/live.ts)
  useLiveUpdates(session?.selection ?? null);

  useEffect(() => {
    setSelection(session?.selection ?? null);
    setSession(session);
  }, [session, setSession]);

  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) return null; // signOut is under way
    return (
      <main className="error-page" role="alert">
        <h1>{t('ui.app.failed')}</h1>
        <p>{me.error instanceof Error ? me.error.message : ''}</p>
        <button type="button" className="btn btn-primary" onClick={() => void me.refetch()}>{t('ui.app.retry')}</button>
      </main>
    );
  }
  if (!session) return <Splash />;
  // the selection is handed to the client before any screen asks for data
  setSelection(session.selection);
  return <Layout session={session} />;
}
