import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { staticStyles } from './build/static-styles.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    // Each route's component becomes its own chunk, so marketing pages never download the portal or admin screens.
    // Same generator settings as tsr.config.json, so building leaves the committed routeTree.gen.ts unchanged.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    staticStyles(fileURLToPath(new URL('./styled-system', import.meta.url))),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      // Pure schemas shared with the server, so both say the same words.
      '@domain': fileURLToPath(new URL('../src/modules', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/prerender.ts reads it to preload each page's own chunks
    manifest: true,
    rolldownOptions: {
      output: {
        // Chrome's explicit compile hint for the code every public page runs at once: compiled while it streams in,
        // off the main thread, rather than function by function on it as the page starts (v8.dev/blog/explicit-compile-hints)
        postBanner: (chunk) => (chunk.isEntry || chunk.name === 'framework' || chunk.name === 'marketing' ? '//# allFunctionsCalledOnLoad' : ''),
        // A few chunks rather than dozens of tiny ones: every request costs a phone a round trip and a task.
        codeSplitting: {
          groups: [
            // what every page runs: React, the router, the query cache and Panda's class-name runtime
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]|styled-system[\\/]/, priority: 30 },
            // the public site's frame (header, footer, shared sections), never downloaded by the portal or admin screens
            {
              name: 'marketing',
              test: /src[\\/]features[\\/]marketing[\\/]components[\\/](layout|shared)[\\/]/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
