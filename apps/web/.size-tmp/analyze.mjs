import { build } from 'vite';
import react from '@vitejs/plugin-react';
const out = await build({ logLevel: 'silent', configFile: false, root: '/work/main/apps/web', plugins: [react()], build: { write: false } });
const byPkg = {};
for (const o of out.output ?? out[0].output) if (o.type === 'chunk') {
  for (const [id, m] of Object.entries(o.modules)) {
    const k = id.includes('node_modules') ? id.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : 'app';
    byPkg[k] = (byPkg[k] ?? 0) + m.renderedLength;
  }
}
console.log(Object.entries(byPkg).sort((a, b) => b[1] - a[1]));
