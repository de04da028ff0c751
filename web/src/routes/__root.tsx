import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ClientOnly, HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Toaster } from '@/components/ui/toaster';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // lets browser tests (and anyone curious) see that the prerendered page has come alive
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <HeadContent />
      <ScrollToTop />
      <Outlet />
      {/* Ark's toaster renders only in the browser: kept out of the prerendered HTML so hydration matches */}
      <ClientOnly>
        <Toaster />
      </ClientOnly>
    </>
  );
}
