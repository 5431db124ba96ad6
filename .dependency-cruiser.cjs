/**
 * The import rules `npm run check` enforces (dependency-cruiser). Type-only imports count: a
 * cycle through types is still a knot a reader has to untie.
 *
 * Server floors, imports pointing down only:
 *   app/ (composition root) → feature folders → infrastructure → http/ kernel → packages/*
 */
const server = '^apps/server/src/';
const infrastructure = `${server}(config|db|events|http|infrastructure|jobs|media|notify|storage)/`;
// Tests and the CLI sit above every floor: they compose the app themselves.
const composers = `${server}(app/|test/|cli\\.ts$)|\\.test\\.tsx?$|\\.test-(support|helpers|server)\\.ts$|(^|/)test-[a-z-]+\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only imports included) in the server or the web app.',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      comment: 'app/ composes the features; a feature reaching back into it ties the knot again.',
      from: { path: server, pathNot: composers },
      to: { path: `${server}app/` },
    },
    {
      name: 'infrastructure-knows-no-feature',
      severity: 'error',
      comment: 'Infrastructure (queue, storage, database, events, mail, media) serves every feature and imports none.',
      from: { path: infrastructure, pathNot: composers },
      to: { path: server, pathNot: infrastructure },
    },
    {
      name: 'http-kernel-stands-alone',
      severity: 'error',
      comment: 'http/ is the bottom floor: HttpError, FeatureRoutes, Clock.',
      from: { path: `${server}http/` },
      to: { path: server, pathNot: `${server}http/` },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The browser shares only packages/*; a web test may start a real server to talk to.',
      from: { path: '^apps/web/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
