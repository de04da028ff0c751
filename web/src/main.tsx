import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { notify } from './components/ui/toaster';
import { configureApiClient, ADMIN_SIGN_IN_PATH } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';
// Hindi (the /my-data page, the assessment's Hindi strings) in one font wherever the device has none for Devanagari;
// its unicode-range keeps it from loading on pages without Devanagari text (issue 25 §5).
import '@fontsource-variable/noto-sans-devanagari/index.css';
import './index.css';

const queryClient = createQueryClient();
const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: false, parseSearch, stringifySearch });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const MEMBER_SCREENS = /^\/(leads-portal|saved-students|profile)(\/|$)/;

configureApiClient({
  onAdminSessionLost: (otherDevice) => {
    if (otherDevice) window.alert('You have logged in from another device. Please log in again.');
    queryClient.clear();
    window.location.assign(ADMIN_SIGN_IN_PATH);
  },
  // Spec 000 §4/§8: the token is gone; say why, forget the member's data, and bring them to the sign-in page.
  onMemberSessionLost: (otherDevice) => {
    queryClient.clear();
    if (otherDevice) notify({ title: 'Session Expired', description: 'You have logged in from another device. Please log in again.', variant: 'destructive' });
    else notify({ title: 'Authentication failed', variant: 'destructive' });
    if (MEMBER_SCREENS.test(window.location.pathname)) void router.navigate({ to: '/login', replace: true });
  },
});

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
// A prerendered page is hydrated once its route has resolved, so the first client render matches the HTML. The
// shell of the client-only screens has an empty root (a comment or whitespace there is not markup to hydrate).
if (container.firstElementChild) {
  void router.load().then(() => {
    // React renders the page's title and meta tags into <head> itself; the prerendered copies would be duplicates
    for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
    // tells the router the markup came from its server renderer, so it renders the same Suspense layout to hydrate
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
