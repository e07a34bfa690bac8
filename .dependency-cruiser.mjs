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
      comment: 'A resource uses another only through that resource\'s index.',
      from: { path: '^src/(admin|server)/resources/([^/]+)/' },
      to: {
        path: '^src/(admin|server)/resources/[^/]+/',
        pathNot: ['^src/$1/resources/$2/', '^src/(admin|server)/resources/[^/]+/index\\.tsx?$'],
      },
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
