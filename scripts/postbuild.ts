/**
 * After `vite build`: pre-renders the recipe page into dist/index.html (so the first screen paints
 * before any JavaScript runs), keeps an empty shell for other pages, inlines the stylesheet, and
 * writes brotli and gzip copies of every text asset for the server to send as they are.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../src/web/app/app';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const MARKER = '<!--app-html-->';

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(MARKER)) throw new Error(`dist/index.html has no ${MARKER} marker`);

const inlined = inlineStylesheets(template);
writeFileSync(path.join(dist, 'shell.html'), inlined.replace(MARKER, ''));
writeFileSync(
  path.join(dist, 'index.html'),
  loadScriptsAfterLoad(inlined.replace(MARKER, renderToString(createElement(App)))),
);

/**
 * The pre-rendered page paints without JavaScript, so its scripts need not compete with the first
 * paint for the network: they are requested once the page has loaded, then hydrate it.
 */
function loadScriptsAfterLoad(html: string): string {
  const sources: string[] = [];
  const without = html.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g,
    (_tag, src: string) => {
      sources.push(src);
      return '';
    },
  );
  if (sources.length === 0) throw new Error('postbuild: no module script found in index.html');
  const inserts = sources
    .map(
      (src) =>
        `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s);`,
    )
    .join('');
  // Until React has hydrated, a submitted form must not fall back to a page reload (which would
  // drop what the visitor typed): the text stays in the box and the next submit adds it.
  const guard = `document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated'))e.preventDefault()},true);`;
  return without.replace(
    '</body>',
    `<script>${guard}addEventListener('load',function(){${inserts}})</script></body>`,
  );
}

function inlineStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (_tag, href: string) =>
      `<style>${readFileSync(path.join(dist, href), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  );
}

let compressed = 0;
for (const file of walk(dist)) {
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
  compressed++;
}
console.log(`postbuild: pre-rendered index.html, wrote shell.html, compressed ${compressed} files`);

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
