import type { Plugin } from 'vite';

const START_MODULE = 'src/app/startLinkLoad.ts';

/**
 * Builds src/app/startLinkLoad.ts as a script of its own and puts it into index.html before the
 * page's main script (docs/decisions/0012). It is small and async, so it runs as soon as it has
 * arrived, on its own, and a link's page starts fetching the link while the big script is still
 * downloading; the main script then takes over the fetch already under way (or, should it run
 * first, makes the fetch itself and the small script stands down: earlyLinkLoad.ts). Two module
 * scripts in index.html itself would be bundled by Vite into one.
 */
export function linkLoadScript(): Plugin {
  let root = '';
  return {
    name: 'paypage:link-load-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: `${root}/${START_MODULE}`, name: 'startLinkLoad' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${START_MODULE}`),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error(`${START_MODULE} was not built`);
        const preloads = chunk.imports
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const tags = [
          `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`,
          ...preloads,
        ].join('\n    ');
        const main = html.indexOf('<script type="module"');
        if (main < 0) throw new Error('index.html has no module script');
        return `${html.slice(0, main)}${tags}\n    ${html.slice(main)}`;
      },
    },
  };
}
