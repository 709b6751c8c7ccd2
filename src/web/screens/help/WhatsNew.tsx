import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CHANGELOG } from '../../../shared/changelog/entries.js';
import { linkPath, visibleRoutes } from '../../../shared/roles/visibility.js';
import { useSession } from '../../app/session.js';
import { useDocumentTitle } from '../../kit/title.js';
import type { ScreenProps } from '../index.js';
import '../../styles/help.css';

/** What's New: the changelog (src/shared/changelog) in the reader's language, each entry linking to its screen where he may open it. */
export default function WhatsNew(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const viewer = useSession().viewer;
  const title = t('help_ui.whats_new.title');
  useDocumentTitle(title);
  const open = useMemo(() => new Map(visibleRoutes(viewer).map((r) => [r.id as string, linkPath(r.path)])), [viewer]);
  const language = i18n.language === 'mn' ? 'mn' : 'en';
  return (
    <section className="whats-new" data-testid="whats-new">
      <h1 className="screen-title">{title}</h1>
      <p className="muted">{t('help_ui.whats_new.intro')}</p>
      <ol className="whats-new-list">
        {CHANGELOG.map((entry, i) => {
          const text = entry[language];
          const href = entry.route ? open.get(entry.route) : undefined;
          return (
            <li key={i} className="whats-new-entry" data-testid="whats-new-entry" data-route={entry.route ?? ''}>
              <time dateTime={entry.date} className="muted">{entry.date.replaceAll('-', '/')}</time>
              <h2>{text.title}</h2>
              <p>{text.body}</p>
              {href && <Link href={href} data-testid="whats-new-open">{t('help_ui.whats_new.open')}</Link>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
