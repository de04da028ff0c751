import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../../web/src/lib/query-client';
import { loadLazySections } from '../../web/src/features/marketing/components/shared/lazy-sections';
import { routeTree } from '../../web/src/routeTree.gen';

// React emits the page's <title>, <meta> and <link> first, as hoistable elements: they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** One marketing route rendered through TanStack Router on a memory history, as the client will hydrate it. */
export async function renderMarketingPage(path: string, { notFound = false } = {}): Promise<{ head: string; html: string; routeFiles: string[] }> {
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }), isServer: true });
  await router.load();
  // sections whose code the browser fetches later must be in the HTML all the same
  await loadLazySections();
  const failed = router.state.matches.some((match) => match.status === 'error' || (!notFound && match.status === 'notFound'));
  // an unknown path matches the root alone, whose notFoundComponent renders the 404 page
  if (failed || (notFound && router.state.matches.length !== 1)) {
    throw new Error(`prerender: ${path} did not render${notFound ? ' as the 404 page' : ''}`);
  }
  const markup = renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })));
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  if (!head.includes('<title>') || (!notFound && !head.includes('rel="canonical"'))) throw new Error(`prerender: ${path} has no title or canonical`);
  // marked so the client can drop them when React renders its own copies into <head>
  const marked = head.replace(/<(title|meta|link) /g, '<$1 data-prerendered ').replace(/<title>/g, '<title data-prerendered>');
  // '/' is routes/index.tsx, '/services/' routes/services/index.tsx, '/about' routes/about.tsx
  const routeFiles = router.state.matches
    .map((match) => match.routeId)
    .filter((id) => id !== '__root__')
    .map((id) => `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx`);
  return { head: marked, html: markup.slice(head.length), routeFiles };
}

/** Every path the app has a screen for ('/services/' → '/services'), so the server can answer 404 for the rest. */
export function appRoutePaths(): string[] {
  const router = createRouter({ routeTree, context: { queryClient: createQueryClient() }, isServer: true });
  return Object.keys(router.routesByPath)
    .map((path) => path.replace(/\/+$/, '') || '/')
    .sort();
}
