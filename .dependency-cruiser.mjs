/** The layering rules of docs/ARCHITECTURE.md, checked by `npm run lint` (and `npm run deps` alone). */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module never depends on itself through others, counting type-only and lazy imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'registry-only-in-app',
      severity: 'error',
      comment: 'App.tsx is the one composition root; everything else reads resources from react-admin\'s context.',
      from: { path: '^src/admin/', pathNot: '^src/admin/App\\.tsx$' },
      to: { path: '^src/admin/registry\\.ts$' },
    },
    {
      name: 'shell-not-up-to-resources',
      severity: 'error',
      comment: 'common, layout, dashboard, providers and i18n sit below the resources and never import one.',
      from: { path: '^src/admin/(common|layout|dashboard|providers|i18n)/' },
      to: { path: '^src/admin/resources/' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'src/shared is used by both sides and imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(admin|server)/' },
    },
    {
      name: 'resource-through-index',
      severity: 'error',
      comment: 'A resource uses another only through that resource\'s index (its tables excepted, below).',
      from: { path: '^src/(admin|server)/resources/([^/]+)/', pathNot: '^src/server/resources/[^/]+/schema\\.ts$' },
      to: {
        path: '^src/(admin|server)/resources/[^/]+/',
        pathNot: ['^src/$1/resources/$2/', '^src/(admin|server)/resources/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'tables-import-tables',
      severity: 'error',
      comment: 'A resource\'s Drizzle tables refer to other tables only, so the schema never depends on routes or queries.',
      from: { path: '^src/server/resources/[^/]+/schema\\.ts$' },
      to: { path: '^src/server/(resources|core|plugins)/', pathNot: '^src/server/resources/[^/]+/schema\\.ts$' },
    },
    {
      name: 'db-below-resources',
      severity: 'error',
      comment: 'The database layer sits below the resources; its schema index alone gathers their tables.',
      from: { path: '^src/server/db/', pathNot: '^src/server/db/schema/index\\.ts$' },
      to: { path: '^src/server/resources/' },
    },
    {
      name: 'schema-index-gathers-tables-only',
      severity: 'error',
      comment: 'The schema index takes a resource\'s tables, nothing else of it.',
      from: { path: '^src/server/db/schema/index\\.ts$' },
      to: { path: '^src/server/resources/', pathNot: '^src/server/resources/[^/]+/schema\\.ts$' },
    },
    {
      name: 'core-not-up-to-resources',
      severity: 'error',
      comment: 'The server\'s engines serve every resource and import none.',
      from: { path: '^src/server/(core|plugins)/' },
      to: { path: '^src/server/resources/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
