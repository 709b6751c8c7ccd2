import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../kit/links.js';
import type { ArticleBlock } from '../../../shared/schema/help.js';
import { safeHttpUrl, inlineText } from './inline-html.js';
import { ExternalLink, Inline } from './Inline.js';
import { consolePath, displayHost, safeImageUrl, serviceName } from './urls.js';

/** The body of an article: every Editor.js block kind of the schema, in order. */
export function ArticleBlocks({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="help-body">
      {blocks.map((block, i) => <Block key={block.id ?? i} block={block} />)}
    </div>
  );
}

type Of<T extends ArticleBlock['type']> = Extract<ArticleBlock, { type: T }>['data'];

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'header': return <Header data={block.data} />;
    case 'paragraph': return <p className="help-paragraph"><Inline text={block.data.text} /></p>;
    case 'image': return <Image data={block.data} />;
    case 'quote': return <Quote data={block.data} />;
    case 'link': return <LinkCard data={block.data} />;
    case 'delimiter': return <hr className="help-delimiter" />;
    case 'embed': return <Embed data={block.data} />;
    case 'code': return <Code data={block.data} />;
    case 'list': return <List data={block.data} />;
    default:
      // a kind this build does not know (a newer server): nothing rather than a broken block
      return null;
  }
}

/**
 * The article's own title is the h2 of the reader, so an article's level-1 heading is an h3 and the
 * rest follow; the look follows the author's level, not the tag.
 */
function Header({ data }: { data: Of<'header'> }) {
  const level = Math.min(6, Math.max(1, data.level));
  return createElement(`h${Math.min(6, level + 2)}`, { className: `help-heading help-heading-${level}` }, <Inline text={data.text} />);
}

function Image({ data }: { data: Of<'image'> }) {
  const { t } = useTranslation();
  const src = safeImageUrl(data.file.url);
  if (src === null) return null;
  const caption = data.caption ?? '';
  return (
    <figure className="help-figure">
      <img src={src} alt={inlineText(caption) || t('help_ui.image')} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
      {caption && <figcaption><Inline text={caption} /></figcaption>}
    </figure>
  );
}

function Quote({ data }: { data: Of<'quote'> }) {
  const caption = data.caption ?? '';
  return (
    <figure className="help-quote">
      <blockquote><Inline text={data.text} /></blockquote>
      {caption && <figcaption><Inline text={caption} /></figcaption>}
    </figure>
  );
}

/** Editor.js LinkTool: a card with the page's title, description and host; console paths stay in the console. */
function LinkCard({ data }: { data: Of<'link'> }) {
  const { t } = useTranslation();
  const title = inlineText(data.meta.title ?? '') || data.link;
  const description = inlineText(data.meta.description ?? '');
  const path = consolePath(data.link);
  if (path !== null) {
    return (
      // a screen the reader may not open is named, not linked (issue 13)
      <AppLink href={path} className="help-card">
        <span className="help-card-title">{title}</span>
        {description && <span className="help-card-text">{description}</span>}
        <span className="help-card-host">{t('help_ui.console_link')} · {path}</span>
      </AppLink>
    );
  }
  const href = safeHttpUrl(data.link);
  if (href === null) return null;
  return (
    <ExternalLink href={href} className="help-card">
      <span className="help-card-title">{title}</span>
      {description && <span className="help-card-text">{description}</span>}
      <span className="help-card-host">{displayHost(href)} ↗</span>
    </ExternalLink>
  );
}

/**
 * An embed (video, map) as a card that opens the source: the console's CSP does not allow frames
 * from those services, and a card costs no third-party request until the reader asks for it.
 */
const MAP_SERVICES = new Set(['openstreetmap', 'googlemaps', 'google-maps', 'yandex-maps']);

function Embed({ data }: { data: Of<'embed'> }) {
  const { t } = useTranslation();
  const service = serviceName(data.service);
  const caption = data.caption ?? '';
  const href = safeHttpUrl(data.source);
  const path = href === null ? consolePath(data.source) : null;
  const body = (
    <>
      <span className="help-embed-badge" aria-hidden="true">{MAP_SERVICES.has(data.service.toLowerCase()) ? '⌖' : '▶'}</span>
      <span className="help-card-title">{inlineText(caption) || t('help_ui.embed', { service })}</span>
      <span className="help-card-host">{t('help_ui.embed_open', { service })}{href ? ` · ${displayHost(href)} ↗` : ''}</span>
    </>
  );
  if (href !== null) return <ExternalLink href={href} className="help-card help-embed">{body}</ExternalLink>;
  if (path !== null) return <AppLink href={path} className="help-card help-embed">{body}</AppLink>;
  return null;
}

function Code({ data }: { data: Of<'code'> }) {
  const { t } = useTranslation();
  // focusable so a keyboard user can scroll a long line sideways
  return <pre className="help-code" tabIndex={0} aria-label={t('help_ui.code')}><code>{data.code}</code></pre>;
}

function List({ data }: { data: Of<'list'> }) {
  const items = data.items.map((item, i) => <li key={i}><Inline text={item} /></li>);
  return data.style === 'ordered' ? <ol className="help-list">{items}</ol> : <ul className="help-list">{items}</ul>;
}
