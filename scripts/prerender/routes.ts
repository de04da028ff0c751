import { PRODUCTION_ORIGIN } from '../../web/src/lib/seo';

/** Canonical marketing pages: listed in the sitemap. */
export const CANONICAL_ROUTES = [
  '/',
  '/services',
  '/services/data-enrichment',
  '/services/digital-marketing',
  '/services/performance-marketing',
  '/services/direct-marketing',
  '/services/ai-automation',
  '/about',
  '/contact',
  '/assessment',
  '/terms-of-service',
  '/privacy-policy',
];

/** Short addresses of the service pages: prerendered too, their canonical points at /services/... */
export const ALIAS_ROUTES = ['/leads-enrichment', '/data-enrichment', '/digital-marketing', '/direct-marketing'];

/** Pages that work without JavaScript but are not for search engines: where a form sent before hydration lands. */
export const UNLISTED_ROUTES = ['/thank-you'];

export const PRERENDERED_ROUTES = [...CANONICAL_ROUTES, ...ALIAS_ROUTES, ...UNLISTED_ROUTES];

export const sitemapXml = (origin = PRODUCTION_ORIGIN) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${CANONICAL_ROUTES.map(
    (path) => `  <url><loc>${origin}${path}</loc><changefreq>monthly</changefreq><priority>${path === '/' ? '1.0' : '0.8'}</priority></url>`,
  ).join('\n')}\n</urlset>\n`;

// Portal, account and admin screens are private: kept out of search engines.
export const robotsTxt = (origin = PRODUCTION_ORIGIN) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /system/',
    'Disallow: /api/',
    'Disallow: /leads-portal',
    'Disallow: /saved-students',
    'Disallow: /profile',
    'Disallow: /join',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
