import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paletteAtom } from '../../app/palette-state.js';
import { useSession } from '../../app/session.js';
import { helpPanelAtom } from '../../layout/help-state.js';
import '../../styles/help.css';
import { ArticleList } from './ArticleList.js';
import { ArticleView } from './ArticleView.js';
import { guideHref, guidePathFor } from './guide-link.js';
import { helpLastOpenedAtom, helpSearchAtom } from './state.js';

/**
 * The right-hand help panel (§1, 500 px): search the guide, read an article, back to the list.
 * The layout mounts it while `helpPanelAtom.open`; Esc or the close button closes it and focus
 * goes back to where it was (the header's Help button, usually).
 */
export default function HelpPanel() {
  const { t } = useTranslation();
  const [help, setHelp] = useAtom(helpPanelAtom);
  const [term, setTerm] = useAtom(helpSearchAtom);
  const [lastOpened, setLastOpened] = useAtom(helpLastOpenedAtom);
  const palette = useAtomValue(paletteAtom);
  const { viewer } = useSession();
  const guidePath = guidePathFor(viewer);
  // read while rendering: the children's effects (which focus the search box) run before this component's
  const [returnFocus] = useState<Element | null>(() => document.activeElement);
  const panelRef = useRef<HTMLElement>(null);
  // only a list the user came back to puts focus on a result; the first one focuses the search
  const cameBack = useRef(false);

  const close = useCallback(() => setHelp((h) => ({ ...h, open: false })), [setHelp]);

  useEffect(() => {
    const panel = panelRef.current;
    return () => {
      // give focus back only if it was in the panel (now gone): a click elsewhere moved it on purpose
      const active = document.activeElement;
      const lost = active === null || active === document.body || (panel !== null && panel.contains(active));
      if (lost && returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    };
  }, [returnFocus]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Escape' || e.defaultPrevented || palette.open) return;
      // a modal over the page (a confirmation, the shortcut sheet) takes its own Esc first
      if (document.querySelector('[aria-modal="true"]')) return;
      e.preventDefault();
      close();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close, palette.open]);

  const open = (id: number) => {
    setLastOpened(id);
    setHelp((h) => ({ ...h, articleId: id }));
  };
  const back = () => {
    cameBack.current = true;
    setHelp((h) => ({ ...h, articleId: null }));
  };

  return (
    <aside ref={panelRef} className="help-panel" data-testid="help-panel" aria-label={t('help_ui.title')}>
      <div className="help-panel-head">
        {help.articleId === null
          ? <span className="help-panel-title">{t('help_ui.title')}</span>
          : <button type="button" className="btn btn-ghost help-back" data-testid="help-back" onClick={back}>← {t('help_ui.back')}</button>}
        <span className="header-spacer" />
        {guidePath !== null && (
          <Link className="btn btn-ghost help-open-full" href={guideHref(guidePath, help.articleId === null ? { q: term.trim() } : { article: help.articleId })}>
            {t('help_ui.open_full')}
          </Link>
        )}
        <button type="button" className="btn btn-ghost help-close" data-testid="help-close" aria-label={t('help_ui.close')}
          title={t('help_ui.close_hint')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="help-panel-body">
        {help.articleId === null
          ? <ArticleList term={term} onTermChange={setTerm} selectedId={lastOpened} onOpen={open}
              autoFocusSearch focusId={cameBack.current ? lastOpened : null} />
          : <ArticleView id={help.articleId} focusTitle />}
      </div>
    </aside>
  );
}
