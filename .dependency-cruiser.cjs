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
