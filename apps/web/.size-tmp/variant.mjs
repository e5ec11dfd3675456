import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { gzipSync } from 'node:zlib';
const alias = process.argv[2] === 'noparser' ? { '@formatjs/icu-messageformat-parser': '/work/main/node_modules/@formatjs/icu-messageformat-parser/no-parser.js' } : {};
const out = await build({ logLevel: 'silent', configFile: false, root: '/work/main/apps/web', resolve: { alias }, plugins: [react()], build: { write: false } });
for (const o of out.output ?? out[0].output) if (o.type === 'chunk' && o.isEntry) console.log(o.fileName, o.code.length, gzipSync(o.code, { level: 9 }).length);
