import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The service serves the build at /console (every /console/* path gets index.html). The root is
// pinned to this folder so the build behaves the same from the repo root and the workspace.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle reads the manifest to weigh the first screen.
    manifest: true,
    sourcemap: false,
    // The console's CSP allows script-src 'self' only: Vite's preload polyfill is an inline
    // script, and every browser the console supports has modulepreload.
    modulePreload: { polyfill: false },
  },
});
