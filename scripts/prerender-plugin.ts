/**
 * The build's pre-render, as a Vite plugin: the whole chain from `vite build` to what the server
 * sends is here (docs/architecture.md#the-build).
 *
 * 1. Vite builds the page as usual; then, in the same build, an SSR build of
 *    src/web/prerender.tsx renders the recipe page to HTML.
 * 2. index.html gets that HTML in place of the `<!--app-html-->` marker; shell.html (for the other
 *    pages, which start empty) does not. Both get the stylesheet inlined.
 * 3. The pre-rendered page paints without JavaScript, so its entry script is requested once the
 *    page has loaded, and until React has hydrated (the app sets `data-hydrated` on `<html>`) a
 *    submitted form is held rather than reloading the page and losing what was typed.
 * 4. Every text asset gets brotli and gzip copies, which the server sends as they are.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Rollup } from 'vite';

type OutputAsset = Rollup.OutputAsset;
type OutputChunk = Rollup.OutputChunk;

const MARKER = '<!--app-html-->';
const ENTRY = 'src/web/prerender.tsx';

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'react-recipes:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('prerender: the build wrote no index.html');
      const template = String(page.source);
      if (!template.includes(MARKER)) throw new Error(`prerender: index.html has no ${MARKER}`);

      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      if (!entry) throw new Error('prerender: the build has no entry chunk');
      const base = config.base;
      const css = [...(entry.viteMetadata?.importedCss ?? [])].map((fileName) => ({
        href: `${base}${fileName}`,
        text: String((bundle[fileName] as OutputAsset).source),
      }));
      const inlined = css.reduce(
        (html, { href, text }) =>
          html.replace(
            tagWith('link', 'href', href),
            `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`,
          ),
        template,
      );

      this.emitFile({ type: 'asset', fileName: 'shell.html', source: inlined.replace(MARKER, '') });
      const src = `${base}${entry.fileName}`;
      page.source = loadAfterLoad(inlined, src).replace(MARKER, await renderFirstScreen(config));
    },
    closeBundle() {
      compressTextAssets(path.resolve(config.root, config.build.outDir));
    },
  };
}

/** A Vite-written tag naming exactly this file, whatever order its attributes come in. */
function tagWith(tag: 'link' | 'script', attribute: string, value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = tag === 'script' ? '</script>\\s*' : '';
  return new RegExp(`<${tag}\\b[^>]*\\b${attribute}="${escaped}"[^>]*>${end}`);
}

function loadAfterLoad(html: string, src: string): string {
  const tag = tagWith('script', 'src', src);
  if (!tag.test(html)) throw new Error(`prerender: no script tag for ${src} in index.html`);
  const load = `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s);`;
  const guard = `document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated'))e.preventDefault()},true);`;
  return html
    .replace(tag, '')
    .replace(
      '</body>',
      `<script>${guard}addEventListener('load',function(){${load}})</script></body>`,
    );
}

/** Builds src/web/prerender.tsx for Node with the page's own plugins and renders it. */
async function renderFirstScreen(config: ResolvedConfig): Promise<string> {
  // Inside the project, so that the rendered module finds react in node_modules.
  const outDir = path.join(config.root, 'node_modules', '.cache', 'prerender');
  try {
    await build({
      root: config.root,
      configFile: false,
      logLevel: 'warn',
      plugins: config.plugins.filter((plugin) => plugin.name.startsWith('vite:react')),
      build: { ssr: ENTRY, outDir, emptyOutDir: true, target: 'node20' },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as {
      render: () => string;
    };
    return module.render();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function compressTextAssets(dir: string) {
  for (const file of walk(dir)) {
    if (!/\.(js|css|html|svg|txt|json|map)$/.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 256) continue;
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gzip = gzipSync(data, { level: 9 });
    if (brotli.length < data.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
