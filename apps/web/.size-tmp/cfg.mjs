import { build } from 'vite';
for (const e of ['reactdom', 'router', 'imf']) {
  const out = await build({ logLevel: 'silent', configFile: false, root: import.meta.dirname, define: {'process.env.NODE_ENV': '"production"'}, build: { write: false, lib: { entry: e + '.js', formats: ['es'] }, minify: true, rollupOptions: { external: e === 'router' ? ['react', 'react-dom'] : [] } } });
  const { gzipSync } = await import('node:zlib');
  for (const o of out[0].output) if (o.type === 'chunk') console.log(e, o.code.length, gzipSync(o.code, { level: 9 }).length);
}
