import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { paletteAtom } from '../../app/palette-state.js';
import { useDocumentTitle } from '../../kit/title.js';

/** The pause in typing after which the search box hands what was typed to the palette. */
const HAND_OVER_MS = 400;

/**
 * /404 and /500 (§2). Their search box is not a search of its own: once typing pauses (or on Enter)
 * the console opens with the Cmd-K palette holding everything typed (signed out, the guard sends to
 * /login first). Handing over at the first key would lose the keys typed while the console loads.
 */
export default function ErrorPage({ kind }: { kind: '404' | '500' }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const setPalette = useSetAtom(paletteAtom);
  const [text, setText] = useState('');
  const title = kind === '404' ? t('ui.errors_page.not_found_title') : t('ui.errors_page.server_title');
  useDocumentTitle(title);
  const body = kind === '404' ? t('ui.errors_page.not_found_body') : t('ui.errors_page.server_body');
  const handOver = useCallback((query: string) => {
    setPalette({ open: true, query });
    navigate('/');
  }, [setPalette, navigate]);
  useEffect(() => {
    if (!text.trim()) return;
    const timer = setTimeout(() => handOver(text), HAND_OVER_MS);
    return () => clearTimeout(timer);
  }, [text, handOver]);
  return (
    <main className="error-page">
      <p className="error-code">{kind}</p>
      <h1>{title}</h1>
      <p>{body}</p>
      <form role="search" onSubmit={(e) => { e.preventDefault(); if (text.trim()) handOver(text); }}>
        <input className="error-search" type="search" aria-label={t('ui.errors_page.search')} placeholder={t('ui.errors_page.search')}
          value={text} onChange={(e) => setText(e.target.value)} />
      </form>
      <p><Link href="/">{t('ui.errors_page.home')}</Link></p>
    </main>
  );
}
