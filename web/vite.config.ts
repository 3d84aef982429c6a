import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102):
// dev warnings and checks in production. A build takes its production files instead.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

// Plain Vite: JSX compiles with the automatic runtime; everything (KaTeX fonts and CSS too) is bundled
// same-origin, without inline scripts, so the gateway's Content-Security-Policy holds.
export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  // The code runners' workers (shared/code/workers) go to assets/workers/: the gateway serves them with a policy
  // of their own (eval for the learner's JavaScript, WebAssembly for Pyodide), which the pages never get.
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/workers/[name]-[hash].js',
        chunkFileNames: 'assets/workers/[name]-[hash].js',
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // React Router marks its modules "use client" for server components, which a browser bundle ignores.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        codeSplitting: {
          // What every page runs (React, the router, i18n, the request layer) in one file, not the seven small
          // ones automatic splitting makes of it: fewer round trips before the first paint.
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]|web[\\/]src[\\/](api[\\/]http|auth[\\/]sessionContext|i18n[\\/])/,
            },
            // Every icon in one small file: split per page, each icon was its own request and round trip.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
}));
