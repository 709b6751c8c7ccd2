import sanitizeHtml from 'sanitize-html';
import type { ContentBlock } from '../../../shared/commands/content/fields.js';

/**
 * The server's half of the content safety rule: every piece of HTML an editor writes (Editor.js
 * inline text: paragraphs, headers, quotes, captions, list items) goes through sanitize-html when
 * it is stored and again when it is served, so a row written before a rule tightened, or straight
 * into the database, still leaves clean. What stays is what help's renderer allows (b, i, code,
 * mark, br, and a with an http(s) href): no script, no event handler, no javascript: URL.
 */
const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'code', 'mark', 'br', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // the contents of script, style and the like are dropped whole, never kept as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object'],
  disallowedTagsMode: 'discard',
};

export const sanitizeInline = (html: string): string => sanitizeHtml(html, INLINE);

/** One block with each of its inline texts sanitised; addresses were already held to http(s) or our paths by the schema. */
export function sanitizeBlock(block: ContentBlock): ContentBlock {
  const s = sanitizeInline;
  switch (block.type) {
    case 'header': return { ...block, data: { ...block.data, text: s(block.data.text) } };
    case 'paragraph': return { ...block, data: { text: s(block.data.text) } };
    case 'image': return { ...block, data: { ...block.data, caption: s(block.data.caption) } };
    case 'quote': return { ...block, data: { text: s(block.data.text), caption: s(block.data.caption) } };
    case 'link': return { ...block, data: { link: block.data.link, meta: { title: s(block.data.meta.title), description: s(block.data.meta.description) } } };
    case 'embed': return { ...block, data: { ...block.data, caption: s(block.data.caption), service: s(block.data.service) } };
    case 'list': return { ...block, data: { style: block.data.style, items: block.data.items.map(s) } };
    // code is text shown as text (a <pre>), never HTML; a delimiter holds nothing
    case 'code': case 'delimiter': return block;
  }
}

export const sanitizeBlocks = (blocks: readonly ContentBlock[]): ContentBlock[] => blocks.map(sanitizeBlock);
