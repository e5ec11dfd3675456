import { build } from 'vite';
import { gzipSync } from 'node:zlib';
for (const e of process.argv.slice(2)) {
  const out = await build({ logLevel: 'silent', configFile: false, root: import.meta.dirname, build: { write: false, rollupOptions: { input: e } } });
  for (const o of out.output ?? out[0].output) if (o.type === 'chunk') console.log(e, o.code.length, gzipSync(o.code, { level: 9 }).length);
}
