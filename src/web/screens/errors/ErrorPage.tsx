import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { paletteAtom } from '../../app/palette-state.js';
import { useDocumentTitle } from '../../kit/title.js';

/**
 * /404 and /500 (§2). Their search box is not a search of its own: the first key typed opens the console
 * with the Cmd-K palette holding what was typed (signed out, the guard sends to /login first).
 */
export default function ErrorPage({ kind }: { kind: '404' | '500' }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const setPalette = useSetAtom(paletteAtom);
  const title = kind === '404' ? t('ui.errors_page.not_found_title') : t('ui.errors_page.server_title');
  useDocumentTitle(title);
  const body = kind === '404' ? t('ui.errors_page.not_found_body') : t('ui.errors_page.server_body');
  return (
    <main className="error-page">
      <p className="error-code">{kind}</p>
      <h1>{title}</h1>
      <p>{body}</p>
      <input className="error-search" type="search" aria-label={t('ui.errors_page.search')} placeholder={t('ui.errors_page.search')}
        onChange={(e) => {
          setPalette({ open: true, query: e.target.value });
          navigate('/');
        }} />
      <p><Link href="/">{t('ui.errors_page.home')}</Link></p>
    </main>
  );
}
