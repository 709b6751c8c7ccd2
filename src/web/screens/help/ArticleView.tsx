import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/errors.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { ArticleBlocks } from './ArticleBlocks.js';
import { useArticle } from './queries.js';

/**
 * One article: title, date, a note when it is shown in English for want of a translation, and its
 * blocks. `focusTitle` moves focus to the title once it is there (the panel does, so a keyboard or
 * screen-reader user lands on what they opened).
 */
export function ArticleView({ id, focusTitle = false }: { id: number; focusTitle?: boolean }) {
  const { t, i18n } = useTranslation();
  const query = useArticle(id);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const article = query.data;

  useEffect(() => {
    if (focusTitle && article) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle, article]);

  if (query.isPending) {
    return <div className="help-article help-state" data-testid="help-article" aria-busy="true" role="status">{t('help_ui.loading')}</div>;
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="help-article help-state" data-testid="help-article" role="alert">
        <p>{gone ? t('help_ui.not_found') : t('help_ui.failed')}</p>
        {!gone && <button type="button" className="btn" onClick={() => void query.refetch()}>{t('help_ui.retry')}</button>}
      </div>
    );
  }
  if (!article) return null;
  return (
    <article className="help-article" data-testid="help-article" data-article-id={article.id} lang={article.locale} aria-labelledby={`help-article-${article.id}`}>
      <h2 className="help-article-title" id={`help-article-${article.id}`} ref={titleRef} tabIndex={-1}>{article.title}</h2>
      <p className="help-article-meta muted">
        {t('help_ui.updated', { date: formatDate(article.updated_at) })}
        {article.locale !== i18n.language && <span lang={i18n.language}> · {t('help_ui.untranslated')}</span>}
      </p>
      <ArticleBlocks blocks={article.body} />
    </article>
  );
}
