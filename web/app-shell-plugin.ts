// Relative imports: Vite bundles its config with them.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { PAGE_TABLE, pathPattern } from './src/app/page-table.ts';
import { AppShell } from './src/app/shell/app-shell.tsx';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const START = /\/src\/app\/start\.tsx$/;
const SHELL_MARK = '<!--app-shell-->';

/** The JS chunks a chunk needs before it runs (itself and its static imports, depth first). */
const chunkClosure = (bundle: OutputBundle, start: OutputChunk) => {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...seen];
};

/** The entry stylesheet (the shell's styles, a few KB) goes inline: the first paint then waits for no request but the page. */
const inlineEntryStyles = (html: string, bundle: OutputBundle) =>
  html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return tag;
    return `<style>${String(asset.source).replaceAll('</', '<\\/')}</style>`;
  });

/**
 * An inline script that preloads the code of the page at the address visited (its chunks, and at
 * low priority its styles), so it downloads alongside the entry instead of after it has run.
 */
const pagePreloads = (table: [pattern: string, files: [rel: string, href: string][]][]) =>
  `${JSON.stringify(table)}.find(([pattern]) => new RegExp(pattern).test(location.pathname))?.[1].forEach(([rel, href]) => {
  const link = Object.assign(document.createElement('link'), { rel, href, crossOrigin: '' });
  if (rel === 'preload') Object.assign(link, { as: 'style', fetchPriority: 'low' });
  document.head.append(link);
});`;

/**
 * Fills `index.html` for a fast first paint: the static app shell (rendered from the same
 * components the app uses), and in the build, preloads for the app's chunks (and for the page of
 * the address visited, that page's), their styles and the scripture font the heading is set in,
 * so they download alongside the entry instead of after it.
 */
export const appShell = (): Plugin => ({
  name: 'verse-app-shell',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const filled = html.replace(SHELL_MARK, renderToStaticMarkup(createElement(AppShell)));
      if (!filled.includes('data-home-shell')) throw new Error(`index.html needs the ${SHELL_MARK} placeholder`);
      const bundle = ctx.bundle;
      if (!bundle) return filled;
      const chunk = (module: RegExp) => {
        const found = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && module.test(c.facadeModuleId ?? ''));
        if (!found) throw new Error(`no chunk for ${module} in the build`);
        return found;
      };
      const appFiles = chunkClosure(bundle, chunk(START)).filter((file) => !filled.includes(file));
      const stylesOf = (files: string[]) => [...new Set(files.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]))].filter((file) => !filled.includes(file));
      const appStyles = stylesOf(appFiles);
      const pageFiles = (name: string): [string, string][] => {
        const files = chunkClosure(bundle, chunk(new RegExp(`/src/pages/${name}\\.tsx$`))).filter((file) => !filled.includes(file) && !appFiles.includes(file));
        const styles = stylesOf(files).filter((file) => !appStyles.includes(file));
        return [...files.map((f): [string, string] => ['modulepreload', `/${f}`]), ...styles.map((f): [string, string] => ['preload', `/${f}`])];
      };
      // The last page answers any other address: nothing worth loading early.
      const pageTable = PAGE_TABLE.filter(([path]) => path !== '*').map(([path, name]): [string, [string, string][]] => [pathPattern(path), pageFiles(name)]);
      const tags: HtmlTagDescriptor[] = appFiles.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      // Low priority: needed by the first render, not by the first paint, so it must not compete with it.
      for (const file of appStyles) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, fetchpriority: 'low', href: `/${file}` }, injectTo: 'head' });
      // Each page's code only on its own address: on any other it would compete with that page's own.
      tags.push({ tag: 'script', children: pagePreloads(pageTable), injectTo: 'head' });
      const font = Object.keys(bundle).find((file) => /literata-latin-400-normal-[\w-]+\.woff2$/.test(file));
      if (font) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font}` }, injectTo: 'head' });
      return { html: inlineEntryStyles(filled, bundle), tags };
    },
  },
});
