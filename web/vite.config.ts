import { defineConfig } from 'vite';

// Plain Vite: JSX compiles with the automatic runtime; everything (KaTeX fonts and CSS too) is bundled
// same-origin, without inline scripts, so the gateway's Content-Security-Policy holds.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    rollupOptions: {
      // React Router marks its modules "use client" for server components, which a browser bundle ignores.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
