import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { build, type Plugin } from 'vite';

// The build step of the prerendered public pages (docs/decisions/0032-prerendered-public-pages.md) and
// of the signed-in page shells (docs/decisions/0033-signed-in-page-shell.md):
// after the browser build, src/prerender/render-page.tsx is built for Node and renders each page below
// into a copy of index.html, with the page's markup in #root and its emotion styles in <head>, so the
// first paint does not wait for the scripts. The API sends these files for their addresses
// (apps/api/src/prerendered-pages.ts); the precompress step compresses them like everything else.

/** Where the pages go under dist/, and the manifest the server reads. */
const PRERENDER_DIR = 'prerendered';
const PRERENDER_MANIFEST = 'pages.json';

type ServerEntry = typeof import('./src/prerender/render-page.tsx');

/**
 * Constants of the browser build and the prerender's alike (vite.config.ts uses these too): the year of
 * the build, which the prerendered footers show (src/lib/current-year.ts).
 */
export const BUILD_DEFINES = {
  'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
};

function staticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticImports(bundle, imported, seen);
  return seen;
}

/** The page's chunks and what they import, minus what index.html loads already. */
function modulePreloads(bundle: OutputBundle, template: string, modules: string[]): string[] {
  const files = new Set<string>();
  for (const suffix of modules) {
    const chunk = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(suffix),
    );
    if (chunk) for (const file of staticImports(bundle, chunk.fileName)) files.add(file);
  }
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

// The app's script and module preloads as Vite writes them into index.html.
const SCRIPT_TAGS = /\s*<(script type="module"|link rel="modulepreload") crossorigin [^>]*>(<\/script>)?/g;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'bmp-prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(root, config.build.outDir);
    },
    // After every file is written (index.html included), before the precompress step (closeBundle).
    async writeBundle(_options, bundle) {
      // Inside the app's folder, so Node finds the libraries the server build leaves external.
      const serverDir = mkdtempSync(join(root, '.prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          define: BUILD_DEFINES,
          build: {
            ssr: 'src/prerender/render-page.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
          },
        });
        const { renderPage, PRERENDERED_PAGES } = (await import(
          pathToFileURL(join(serverDir, 'render-page.mjs')).href
        )) as ServerEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest: { path: string; file: string; publicConfig?: unknown }[] = [];
        mkdirSync(join(outDir, PRERENDER_DIR), { recursive: true });
        for (const page of PRERENDERED_PAGES) {
          const rendered = await renderPage(page.path, page);
          const publicConfig = page.publicConfig
            ? ` data-public-config="${escapeAttribute(JSON.stringify(page.publicConfig))}"`
            : '';
          // A signed-in shell: whom and which screens it was rendered for (theme-init.js compares).
          const shell = rendered.shell
            ? ` data-signed-in-roles="${rendered.shell.roles}" data-signed-in-rules="${escapeAttribute(rendered.shell.rules)}" data-media="${escapeAttribute(rendered.shell.media)}"`
            : '';
          const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
          if (!script) throw new Error('prerender: index.html has no module script');
          const preloads = [
            ...[...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
              (match) => match[1],
            ),
            ...modulePreloads(bundle, template, page.modules).map((file) => `/${file}`),
          ];
          const head = [
            // Read by theme-init.js, which must see it: before that script.
            `<meta name="bmp-prerendered" data-language="${rendered.settings.language}" data-theme="${rendered.colorScheme}" data-skin="${rendered.settings.skin}" data-primary-color="${escapeAttribute(rendered.settings.primaryColor)}"${publicConfig}${shell} data-app-script="${script}" data-app-preload="${preloads.join(' ')}" />`,
            // theme-init.js's "off": this browser renders the page afresh; until then, nothing. The
            // fieldset around #root (no box, no role) keeps the controls disabled until the app runs
            // (src/prerender/mount-app.ts).
            '<style>html[data-prerender="off"] #root{display:none}#bmp-prerender-guard{display:contents}</style>',
          ].join('\n    ');
          const styles = rendered.styles
            .map((style) => `<style data-emotion="${style.key} ${style.ids.join(' ')}">${style.css}</style>`)
            .join('\n    ');
          const html = template
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
            .replace('<script src="/theme-init.js"></script>', `${head}\n    $&`)
            .replace('</head>', `  ${styles}\n  </head>`)
            // theme-init.js starts the scripts once the page has painted (they only make it work).
            .replace(SCRIPT_TAGS, '')
            .replace(
              '<div id="root"></div>',
              `<fieldset id="bmp-prerender-guard" role="presentation" disabled><div id="root" data-prerendered="${page.path}">${rendered.html}</div></fieldset>`,
            );
          if (!html.includes('data-prerendered') || !html.includes('bmp-prerendered')) {
            throw new Error(`prerender: index.html no longer has the expected shape for ${page.path}`);
          }
          writeFileSync(join(outDir, PRERENDER_DIR, page.file), html);
          manifest.push({
            path: page.path,
            file: `${PRERENDER_DIR}/${page.file}`,
            publicConfig: page.publicConfig,
          });
        }
        writeFileSync(
          join(outDir, PRERENDER_DIR, PRERENDER_MANIFEST),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
