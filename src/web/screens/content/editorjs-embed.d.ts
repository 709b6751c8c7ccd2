// @editorjs/embed 2.7 ships its types but its package.json "exports" does not name them, so
// TypeScript's bundler resolution cannot find them: the tool's class, as the editor takes it.
declare module '@editorjs/embed' {
  import type { BlockToolConstructable } from '@editorjs/editorjs';
  const Embed: BlockToolConstructable;
  export default Embed;
}
