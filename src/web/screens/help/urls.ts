import { safeHttpUrl } from './inline-html.js';

/**
 * Where an article's links and images may point. The schema checks this on the server already;
 * the reader checks again because it renders whatever the API answered.
 */

/** A screen of this console (`/profile`), never a protocol-relative `//host`. */
export function consolePath(url: string): string | null {
  return /^\/(?![/\\])/.test(url) ? url : null;
}

/** An image: our own path, an http(s) URL, or an inline raster/SVG picture (an <img> runs no script). */
export function safeImageUrl(url: string): string | null {
  if (consolePath(url)) return url;
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(url)) return url;
  return safeHttpUrl(url);
}

/** `https://www.youtube.com/watch?v=…` → `youtube.com`: what a link card shows under its title. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const SERVICE_NAMES: Readonly<Record<string, string>> = {
  youtube: 'YouTube', vimeo: 'Vimeo', openstreetmap: 'OpenStreetMap', facebook: 'Facebook', instagram: 'Instagram', twitter: 'X',
};

/** Editor.js names services in lower case; people read them as brands. */
export function serviceName(service: string): string {
  return SERVICE_NAMES[service.toLowerCase()] ?? service;
}
