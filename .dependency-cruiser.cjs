// Module boundaries that lint holds (issue 11, CONVENTIONS "Boundaries you can see"). Runs in `npm test` as
// `npm run deps`. Type-only imports count (tsPreCompilationDeps) and so do dynamic import() calls.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle in any package, type-only and dynamic imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-door',
      comment: "A server module is reached only through its folder's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/([^/]+)/' },
      to: {
        path: '^apps/server/src/[^/]+/.',
        pathNot: ['^apps/server/src/$1/', '^apps/server/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-root-door',
      comment: 'The composition root and the process entry reach modules only through their doors.',
      severity: 'error',
      from: { path: '^apps/server/src/[^/]+\\.ts$' },
      to: { path: '^apps/server/src/[^/]+/.', pathNot: '^apps/server/src/[^/]+/index\\.ts$' },
    },
    {
      name: 'src-never-imports-test-support',
      comment: 'Shared test support lives in a test/ folder beside src; production code never imports it.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(apps|packages)/[^/]+/test/' },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'A web feature never imports another feature (bulletproof-react); shared pieces go to ui/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-stays-low',
      comment: 'ui/ and lib/ are below the features and the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|lib)/' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain imports nothing of ours (DESIGN §2).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|packages/engine|e2e)/' },
    },
    {
      name: 'engine-below-apps',
      comment: 'engine imports at most domain.',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'apps-apart',
      comment: 'web and server never import each other; e2e touches only the running product.',
      severity: 'error',
      from: { path: '^(apps/web|apps/server|e2e)/' },
      to: { path: '^(apps/web|apps/server|e2e)/', pathNot: ['^$1/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
