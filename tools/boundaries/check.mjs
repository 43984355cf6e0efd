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
const FOLDER =
  /^(apps\/api\/src\/modules\/[^/]+|apps\/web\/src\/features\/[^/]+|apps\/(api|web)\/src\/[^/]+|packages\/shared\/src\/[^/]+)/;
// Tests may reach across folders to set up state; they are not part of the folders' graph.
const NOT_IN_FOLDER_GRAPH =
  /\.(test\.tsx?|factories\.ts|invariants\.ts)$|^apps\/api\/test\/|^e2e\/|^bench\/|node_modules/;

/**
 * A link that ties two folders at load time: not a type-only import (erased by the compiler), and not
 * a lazy `import()` (the route table loads pages that way, when a page is opened).
 */
const counts = (dependency) =>
  !dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'dynamic-import');

/**
 * The folder graph's cycles, as folder paths. dependency-cruiser's `collapse` only shapes its report
 * (its rules still see files), so the folders' graph is built here from the files' graph.
 */
function folderCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    if (NOT_IN_FOLDER_GRAPH.test(module.source)) continue;
    const from = module.source.match(FOLDER)?.[0];
    if (!from) continue;
    for (const dependency of module.dependencies) {
      if (NOT_IN_FOLDER_GRAPH.test(dependency.resolved) || !counts(dependency)) continue;
      const to = dependency.resolved.match(FOLDER)?.[0];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      // One file that makes the link, to name in the message.
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  // Tarjan's strongly connected components: a component of two or more folders is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (folder) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const to of edges.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder), index.get(to)));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return components.map((component) =>
    component.flatMap((from) =>
      component
        .filter((to) => edges.get(from)?.has(to))
        .map((to) => `${from} → ${to} (${edges.get(from).get(to)})`),
    ),
  );
}

let failed = false;
const files = await cruise(SOURCES, { ...options, outputType: 'err' });
process.stdout.write(`file rules: ${files.output}`);
if (files.exitCode !== 0) failed = true;

const graph = await cruise(SOURCES, { ...options, outputType: 'json' });
const cycles = folderCycles(JSON.parse(graph.output).modules);
if (cycles.length === 0) {
  process.stdout.write('folder cycles: none (folders import each other in one direction only)\n');
} else {
  failed = true;
  for (const links of cycles) {
    process.stdout.write(
      `error no-folder-cycle: these folders import each other:\n  ${links.join('\n  ')}\n`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
