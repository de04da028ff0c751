/** Prerendering of the marketing pages lands with the marketing-site issue; until then the SPA shell serves every path. */
console.log('prerender: no pages prerendered yet');
