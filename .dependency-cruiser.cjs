/** Layer rule of ARCHITECTURE.md section 1: dependencies point inward only. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only src/domain: no package, no node:*, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'ports-import-only-domain',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { pathNot: '^src/(domain|ports)/' },
    },
    {
      name: 'application-imports-domain-and-ports',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: '^src/(domain|ports|application)/' },
    },
    {
      name: 'nothing-imports-main',
      severity: 'error',
      from: { pathNot: '^src/main/' },
      to: { path: '^src/main/' },
    },
    {
      name: 'inversify-only-in-main',
      severity: 'error',
      from: { pathNot: '^src/main/' },
      to: { path: 'node_modules/inversify' },
    },
    {
      name: 'ui-runtime-is-the-bottom',
      comment: 'ui-react/runtime (store, fetch helpers, island wrapper, hydration, widgets, i18n) imports no part, screen or entry: the entry hands it the island registry.',
      severity: 'error',
      from: { path: '^src/adapters/ui-react/runtime/' },
      to: { path: '^src/adapters/ui-react/(parts|screens|entry)/' },
    },
    {
      name: 'ui-parts-below-screens',
      comment: 'ui-react/parts (chrome, tiles, buying, basket, wishlist, account) import only the runtime and other parts.',
      severity: 'error',
      from: { path: '^src/adapters/ui-react/parts/' },
      to: { path: '^src/adapters/ui-react/(screens|entry)/' },
    },
    {
      name: 'ui-screens-below-entry',
      comment: 'ui-react/screens import parts and the runtime, never the entry.',
      severity: 'error',
      from: { path: '^src/adapters/ui-react/screens/' },
      to: { path: '^src/adapters/ui-react/entry/' },
    },
    {
      name: 'ui-nothing-imports-entry',
      comment: 'The entry (client entry and the one island registry) is the top of ui-react: nothing else in ui-react imports it.',
      severity: 'error',
      from: { path: '^src/adapters/ui-react/', pathNot: '^src/adapters/ui-react/entry/' },
      to: { path: '^src/adapters/ui-react/entry/' },
    },
    {
      name: 'ui-only-known-folders',
      comment: 'ui-react is entry/, screens/, parts/, runtime/, behaviour/ and styles/: no new top-level folder that escapes the rules above.',
      severity: 'error',
      from: { path: '^src/adapters/ui-react/' },
      to: { path: '^src/adapters/ui-react/', pathNot: '^src/adapters/ui-react/(entry|screens|parts|runtime|behaviour|styles)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
