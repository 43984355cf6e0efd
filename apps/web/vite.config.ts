import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { BUILD_DEFINES, prerenderPublicPages } from './prerender.ts';

// The body font's Latin files, requested with the HTML rather than after the first render (they
// otherwise arrive last and hold back the Largest Contentful Paint).
const PRELOADED_FONTS = /public-sans-latin-(400|500|600)-normal-[\w-]+\.woff2$/;

/** `fileName` and every chunk it imports statically, as root-relative URLs. */
function withStaticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

function chunkOf(bundle: OutputBundle, sourceSuffix: string): string | undefined {
  return Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(sourceSuffix),
  )?.fileName;
}

/**
 * Fonts preloaded from the HTML, and the code of the two likely first pages named in <meta> tags:
 * public/theme-init.js preloads the sign-in pages' chunk on a sign-in address and the signed-in
 * layout (with the English shell texts) when a session is stored, in parallel with the first script
 * instead of after it.
 */
function preloadFirstPaint(): Plugin {
  return {
    name: 'bmp-preload-first-paint',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const bundle = context.bundle;
      if (!bundle) return [];
      const fonts = Object.keys(bundle).filter((fileName) => PRELOADED_FONTS.test(fileName));
      const signIn = Object.keys(bundle).find((fileName) => /^assets\/sign-in-[\w-]+\.js$/.test(fileName));
      const layout = chunkOf(bundle, '/src/app/layouts/DefaultLayout.tsx');
      const shellTexts = chunkOf(bundle, '/src/locales/en/shell.json');
      const urls = (files: Iterable<string>) => [...files].map((fileName) => `/${fileName}`).join(' ');
      const metas = [
        ['bmp-preload-sign-in', signIn ? urls(withStaticImports(bundle, signIn)) : ''],
        [
          'bmp-preload-signed-in',
          layout ? urls([...withStaticImports(bundle, layout), ...(shellTexts ? [shellTexts] : [])]) : '',
        ],
      ] as const;
      return [
        ...fonts.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
          injectTo: 'head-prepend' as const,
        })),
        ...metas
          .filter(([, content]) => content)
          .map(([name, content]) => ({
            tag: 'meta',
            attrs: { name, content },
            injectTo: 'head-prepend' as const,
          })),
      ];
    },
  };
}

// Text files worth compressing. Source maps are left out: only developer tools fetch them.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Every compressible file of the build also as `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
 * level 9), made once here instead of on every request: the API serves the one the browser accepts
 * (@fastify/static's `preCompressed`, apps/api/src/app.ts). A variant that saves nothing is not
 * written, so the server sends the plain file.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bmp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const raw = readFileSync(file);
        const brotli = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gzip = gzipSync(raw, { level: 9 });
        if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstPaint(), prerenderPublicPages(), precompress()],
  define: BUILD_DEFINES,
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // @bmp/shared is plain declarations (its package.json does not say `sideEffects: false` yet), so
      // the parts of its barrel a chunk does not use can be left out of that chunk. The same for a web
      // feature's public entry (features/<x>/index.ts, re-exports only): a page that imports one name
      // through it gets that module, not its neighbours in the barrel.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/shared/src/') && !/\/src\/features\/[^/]+\/index\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every first page needs (React, the router, MUI's core, i18next, ...) as one
              // file: a few large requests beat thirty small ones over HTTP/1.1, and one gzip window
              // compresses them better. Libraries only some pages use stay in their pages' chunks.
              name: 'vendor',
              test: /node_modules/,
              tags: ['$initial'],
            },
            {
              // The three sign-in pages with their form code (react-hook-form and the form helpers), as
              // one request: the page a visitor waits for most. The other account pages (register,
              // reset, two-step, ...) stay in their own chunks, off /login's first load. Only the named
              // modules, not what they import: with its dependencies it took MUI's small helpers that
              // the signed-in layout uses too, and every signed-in page downloaded sign-in for them
              // (docs/benchmarks.md, 2026-11-27).
              name: 'sign-in',
              test: /src\/features\/auth\/(routes\/(login|member-login|expert-login)-page|components\/(SignInForm|DemoAccounts))|src\/components\/Form(TextField|Alert)\.|src\/lib\/(form-errors|safe-redirect|lazy-zod-resolver)|node_modules\/react-hook-form\//,
              includeDependenciesRecursively: false,
            },
            {
              // What every page uses beside the libraries (paths, the API client, the session, the
              // visually-hidden style, Vite's preload helper), in its own file: inside sign-in it made
              // each signed-in page download react-hook-form and the inputs with it (docs/benchmarks.md).
              name: 'app-common',
              priority: 10,
              // No library in it: MUI's helpers here made it and the vendor chunk import each other, and
              // the vendor chunk ran first ("is not a function", a blank page).
              test: /src\/(config\/paths|lib\/(api-client|form-errors|safe-redirect|visually-hidden)|features\/auth\/(session-store|api\/auth)|constants\/ui|components\/(FormAlert|PageHeading)|auth\/abilities)\.|preload-helper/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
