import { defineConfig } from 'vite';

// Plain Vite: JSX compiles with the automatic runtime; everything (KaTeX fonts and CSS too) is bundled
// same-origin, without inline scripts, so the gateway's Content-Security-Policy holds.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
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
          ],
        },
      },
    },
  },
});
