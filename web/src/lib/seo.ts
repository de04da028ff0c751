/** The company's public address: structured data names the organisation by it wherever the page is served. */
export const PRODUCTION_ORIGIN = 'https://www.edureach.in';

export const SITE = {
  name: 'EduReach',
  legalName: 'EduReach Admissions Pvt. Ltd.',
  origin: typeof window === 'undefined' ? PRODUCTION_ORIGIN : window.location.origin,
  description:
    'Student acquisition for Indian universities, colleges, schools and coaching centres: a 10M+ student leads database, digital and direct marketing, and AI automation.',
  phone: '+91 80 4567 8900',
  email: 'hello@edureach.in',
};

type PageMeta = { title: string; description: string; path: string; keywords?: string; noindex?: boolean };

/** Organisation structured data: written into every served page's <head> by the build (scripts/prerender.ts). */
export const organization = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE.legalName,
  alternateName: SITE.name,
  // fixed, not the current origin: the prerendered script must hydrate unchanged on any host
  url: PRODUCTION_ORIGIN,
  logo: `${PRODUCTION_ORIGIN}/favicon.svg`,
  foundingDate: '2014',
  email: SITE.email,
  telephone: SITE.phone,
  address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN', streetAddress: 'Jayanagar' },
});

/**
 * Everything a page puts in <head>: title, description, robots, social cards and canonical. The JSON-LD is static
 * (the same organisation on every page), so the build writes it into the HTML <head> instead of React rendering it.
 */
export function pageHead({ title, description, path, keywords, noindex }: PageMeta) {
  const fullTitle = title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
  const url = `${SITE.origin}${path}`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { name: 'keywords', content: keywords ?? 'student leads, admissions marketing, education marketing India, student database' },
      { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
