import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/shared/roles/access.js';
import { articleIdFrom, guideHref, guidePathFor } from '../../src/web/screens/help/guide-link.js';
import { consolePath, displayHost, safeImageUrl, serviceName } from '../../src/web/screens/help/urls.js';

const viewer = (roles: string[], isAdmin = false): Viewer =>
  ({ roles: roles as Viewer['roles'], isAdmin, tenantId: null, website: { index: 'product', features: [] } });

describe('help guide addresses', () => {
  it('puts the search and the article in the URL, and reads the article back', () => {
    expect(guideHref('/help', {})).toBe('/help');
    expect(guideHref('/help', { q: 'кредит', article: 12 })).toBe('/help?q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82&article=12');
    expect(guideHref('/guide', { q: '', article: null })).toBe('/guide');
    expect(articleIdFrom('q=x&article=12')).toBe(12);
    for (const bad of ['', 'article=', 'article=abc', 'article=-1', 'article=0', 'article=1.5', 'article=01', 'article=99999999999999999']) {
      expect(articleIdFrom(bad), bad).toBeNull();
    }
  });

  it('links the panel to the guide only for the roles §2 gives /help', () => {
    expect(guidePathFor(viewer(['admin'], true))).toBe('/help');
    expect(guidePathFor(viewer(['merchant']))).toBe('/help');
    expect(guidePathFor(viewer(['orders']))).toBeNull();
  });
});

describe('help block URLs', () => {
  it('keeps console paths, refuses protocol-relative ones', () => {
    expect(consolePath('/profile')).toBe('/profile');
    expect(consolePath('//evil.mn/x')).toBeNull();
    expect(consolePath('/\\evil.mn')).toBeNull();
    expect(consolePath('https://a.mn')).toBeNull();
  });

  it('shows images from our server, http(s) and inline pictures only', () => {
    expect(safeImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeImageUrl('https://cdn.mn/a.png')).toBe('https://cdn.mn/a.png');
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('data:text/html,<script>')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.mn/a.png')).toBeNull();
  });

  it('names hosts and services for people', () => {
    expect(displayHost('https://www.youtube.com/watch?v=1')).toBe('youtube.com');
    expect(serviceName('youtube')).toBe('YouTube');
    expect(serviceName('openstreetmap')).toBe('OpenStreetMap');
    expect(serviceName('coub')).toBe('coub');
  });
});
