// The lint step's boundaries (docs/architecture.md "What may import what"), with dependency-cruiser:
// 1. the rules of .dependency-cruiser.cjs over every file (a module or feature reached only through
//    its index.ts, lib knowing no module, no import cycle between files);
// 2. no import cycle between folders: the same files, each collapsed into its folder (an API module,
//    a web feature, lib, app, …), must import each other in one direction only.
//
// dependency-cruiser reads TypeScript through TypeScript's JS API, which 7.x (the repository's
// compiler) no longer has; npm hoists dependency-cruiser beside that 7.x, so its `import('typescript')`
// and `require.resolve('typescript/…')` are pointed here, at the 5.x this folder keeps (as
// tools/openapi does for openapi-typescript).
import Module, { createRequire, registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const local = pathToFileURL(`${here}package.json`).href;
const isTypeScript = (request) => request === 'typescript' || request.startsWith('typescript/');

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (isTypeScript(specifier)) return nextResolve(specifier, { ...context, parentURL: local });
    return nextResolve(specifier, context);
  },
});
const localParent = {
  id: local,
  filename: `${here}package.json`,
  paths: createRequire(local).resolve.paths('typescript'),
};
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, request, isTypeScript(request) ? localParent : parent, ...rest);
};

const { cruise } = await import('dependency-cruiser');
const { default: extractOptions } = await import('dependency-cruiser/config-utl/extract-depcruise-options');

process.chdir(`${here}../..`);
const SOURCES = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'packages/shared/src',
  'e2e/tests',
  'bench',
];
const options = await extractOptions(
  process.env.BOUNDARIES_CONFIG ?? './tools/boundaries/.dependency-cruiser.cjs',
);

/** The folders whose mutual imports must not cycle; every file counts as its folder. */
const FOLDERS =
  '^(apps/api/src/modules/[^/]+|apps/web/src/features/[^/]+|apps/(api|web)/src/[^/]+|packages/shared/src/[^/]+)';
const folderPass = {
  ...options,
  ruleSet: {
    forbidden: [
      {
        name: 'no-folder-cycle',
        comment: 'Folders (a module, a feature, lib, app, …) import each other in one direction only.',
        severity: 'error',
        from: {},
        to: { circular: true },
      },
    ],
  },
  // Tests may reach across folders to set up state; they are not part of the folders' graph.
  exclude: {
    path: `${options.exclude?.path ?? 'node_modules'}|\\.test\\.tsx?$|^apps/api/test/|^e2e/|^bench/`,
  },
  collapse: FOLDERS,
};

let failed = false;
for (const [name, passOptions] of [
  ['file rules', { ...options, outputType: 'err' }],
  ['folder cycles', { ...folderPass, outputType: 'err' }],
]) {
  const result = await cruise(SOURCES, passOptions);
  process.stdout.write(`${name}: ${result.output}`);
  if (result.exitCode !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
