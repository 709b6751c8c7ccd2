import { z } from 'zod';
import { zText } from '../../schema/common.js';
import { codeBlock, delimiterBlock, embedBlock, headerBlock, linkBlock, listBlock, paragraphBlock, quoteBlock } from '../../schema/help.js';

/**
 * Field schemas of the content area. Titles, previews and names are plain text: markup in them is
 * refused (a 400 naming the field) rather than stored, so nothing an editor types there can ever be
 * read as HTML by a storefront. The bodies are Editor.js blocks, sanitised on the server.
 */

/** A tag opening (`<b`, `</`, `<!`, `<?`), or a `javascript:` or `data:` scheme: what plain text never needs. */
const MARKUP = /<[a-z!/?]|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html/i;

export const zPlainText = (max = 255) => zText(max).refine((s) => !MARKUP.test(s), 'must be plain text, without HTML');

/** An image of our own server (`/content-images/…`) or any https address; never `javascript:`, `data:` or `//host`. */
export const zContentImageUrl = zText(2000).refine(
  (u) => u === '' || (u.startsWith('/') && !u.startsWith('//') && !u.includes('\\')) || /^https:\/\/[^\s<>"']+$/i.test(u),
  'must be a path of this server or an https address',
);

/** §5: a notification's path starts with a slash or is empty. */
export const zNotificationPath = zText(500).refine((p) => p === '' || (p.startsWith('/') && !p.startsWith('//') && !/\s/.test(p)), 'must start with a slash or be empty');

/** The image block of a content body: the same shape as help's, with the stricter image address (no data: URLs). */
const contentImageBlock = z.object({
  id: z.string().max(64).optional(),
  type: z.literal('image'),
  data: z.object({
    file: z.object({ url: zContentImageUrl.refine((u) => u !== '', 'required') }),
    caption: z.string().max(1000).default(''),
    withBorder: z.boolean().optional(), stretched: z.boolean().optional(), withBackground: z.boolean().optional(),
  }),
});

/** A link of a body: a path of the storefront or an https address; never `//host`, which a browser reads as another site. */
const zBodyLink = zText(2000).refine((u) => (u.startsWith('/') && !u.startsWith('//') && !u.includes('\\')) || /^https:\/\/[^\s<>"']+$/i.test(u), 'must be a path or an https address');
const contentLinkBlock = linkBlock.extend({ data: linkBlock.shape.data.extend({ link: zBodyLink }) });
const contentEmbedBlock = embedBlock.extend({ data: embedBlock.shape.data.extend({ source: zBodyLink }) });

/** A body block: the help articles' Editor.js format (src/shared/schema/help.ts), so one renderer shows both. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  headerBlock, paragraphBlock, contentImageBlock, quoteBlock, contentLinkBlock, delimiterBlock, contentEmbedBlock, codeBlock, listBlock,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const zBody = z.array(contentBlockSchema).max(500);

/** §5 image size hints, shown beside each image field. */
export const IMAGE_HINTS = { large: '800x600', small: '400x600, 220x160', banner: '900x400', image_text: '600x600' } as const;

/** The upload inside the article editor (§7 `upload_image`): multipart, field `image`; answers as Editor.js's image tool expects. */
export const CONTENT_IMAGE_UPLOAD_PATH = (path: 'news' | 'articles' | 'look_books') => `/api/bo/${path}/upload_image`;
export const contentImageUploadAnswer = z.object({ success: z.literal(1), file: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }) });
