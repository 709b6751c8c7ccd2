import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseInline, type InlineNode } from './inline-html.js';

/** Editor.js inline text as React elements, through the allow-list of inline.ts: never raw HTML. */
export function Inline({ text }: { text: string }) {
  const nodes = useMemo(() => parseInline(text), [text]);
  return <>{renderNodes(nodes)}</>;
}

function renderNodes(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text': return <Fragment key={i}>{node.text}</Fragment>;
      case 'br': return <br key={i} />;
      case 'b': return <b key={i}>{renderNodes(node.children)}</b>;
      case 'i': return <i key={i}>{renderNodes(node.children)}</i>;
      case 'code': return <code key={i}>{renderNodes(node.children)}</code>;
      case 'mark': return <mark key={i}>{renderNodes(node.children)}</mark>;
      case 'a': return <ExternalLink key={i} href={node.href}>{renderNodes(node.children)}</ExternalLink>;
    }
  });
}

/** A link leaving the console: a new tab, no opener, no referrer, and said so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
      {children}<span className="sr-only"> {t('help_ui.new_tab')}</span>
    </a>
  );
}
