import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { ScreenProps } from '../index.js';
import '../../styles/help.css';
import { ArticleList } from './ArticleList.js';
import { ArticleView } from './ArticleView.js';
import { articleIdFrom, guideHref } from './guide-link.js';
import { useArticle } from './queries.js';

/**
 * `/help` and `/guide`: the help panel as a full page, the list on the left and the article on the
 * right. The search and the article live in the URL (`?q=role&article=12`), so a page of the guide
 * can be linked, bookmarked and reached with the browser's back button.
 */
export default function HelpScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const articleId = articleIdFrom(search);
  const urlTerm = new URLSearchParams(search).get('q') ?? '';
  const [term, setTerm] = useState(urlTerm);
  // the term this screen last put in the URL; any other change (a link, the back button) is followed
  const written = useRef(urlTerm);
  useEffect(() => {
    if (urlTerm === written.current) return;
    written.current = urlTerm;
    setTerm(urlTerm);
  }, [urlTerm]);
  // the server answers an id with its version in the reader's language, which has its own id
  const shownId = useArticle(articleId).data?.id ?? articleId;
  // an article the user just chose gets focus; one opened from a link or on reload leaves it be
  const chosen = useRef(false);

  const hrefFor = useCallback((id: number) => guideHref(path, { q: urlTerm, article: id }), [path, urlTerm]);
  const onSearched = useCallback((searched: string) => {
    // a new search replaces the entry: the back button returns to articles, not to each keystroke
    written.current = searched;
    if (searched !== urlTerm) navigate(guideHref(path, { q: searched, article: articleId }), { replace: true });
  }, [navigate, path, urlTerm, articleId]);

  return (
    <div className={`help-screen${articleId === null ? '' : ' has-article'}`} data-testid="help-screen">
      <h1 className="help-screen-title">{t('help_ui.title')}</h1>
      <div className="help-screen-columns">
        <section className="help-screen-list" aria-label={t('help_ui.results')}>
          <ArticleList term={term} onTermChange={setTerm} onSearched={onSearched} selectedId={shownId}
            onOpen={(id) => { chosen.current = true; navigate(hrefFor(id)); }} hrefFor={hrefFor} autoFocusSearch={articleId === null} />
        </section>
        <section className="help-screen-reader">
          {articleId !== null && (
            // on a narrow screen the list is hidden while reading: this is the way back to it
            <Link className="help-screen-back" href={guideHref(path, { q: urlTerm })}>← {t('help_ui.back')}</Link>
          )}
          {articleId === null
            ? <p className="help-state muted">{t('help_ui.pick')}</p>
            : <ArticleView key={articleId} id={articleId} focusTitle={chosen.current} />}
        </section>
      </div>
    </div>
  );
}
