import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ICU_PARSER_ALIAS, precompileMessages } from './build/precompileMessages.ts';
import { productionRouter } from './build/productionRouter.ts';

/**
 * The second build of the page: its first paint, drawn by the service into a link's HTML
 * (src/app/firstPaint.tsx, docs/decisions/0026). The same sources and catalogues as the page's
 * own build, for Node: one module with its lazy pages beside it, React and every other package
 * bundled in their production form, so the service needs nothing of the page's dependencies and
 * never runs React's development build. Nothing of it is served to a browser.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [precompileMessages(), productionRouter(), react()],
  resolve: { alias: [ICU_PARSER_ALIAS] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  // The page's public files (the favicon) are the browser build's.
  publicDir: false,
  build: {
    ssr: 'src/app/firstPaint.tsx',
    outDir: 'dist-render',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the service, not downloaded: names stay readable in a stack trace.
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'firstPaint.js' } },
  },
});
