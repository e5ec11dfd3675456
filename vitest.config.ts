import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace's unit and integration tests; each project keeps its
// own environment (node for the services, jsdom for the page).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/gateway', 'apps/web'],
  },
});
