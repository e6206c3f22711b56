/**
 * Step: the page's meta description (what search results and link previews
 * show) given by the page itself, through the theme's `<PageMetadata>`: the
 * front matter's, or the start of its "## Problem" section
 * (src/write-up/description.ts). The docs plugin's own description stays as
 * the front matter gives it, or empty (src/write-up/front-matter.ts): when the
 * description lived there, an edit of the Problem's first paragraph changed
 * the docs plugin's data as well as the page, the dev server compiled twice,
 * and the edit showed later than an edit further down the page.
 */
import {addImports, afterImports, flowElement, namedImport, stringAttribute} from '../markdown/mdx';
import type {WriteUpStep} from '../markdown/step';

export const PAGE_METADATA = {name: 'PageMetadata', from: '@docusaurus/theme-common'} as const;

export const describePage: WriteUpStep = (tree, page) => {
  const {description} = page;
  if (description === undefined) return;
  // First, by the page's Problem section, whose words gzip then finds again: at the end of a long page, past gzip's
  // 32 KB window, the description made a write-up's first load 58–118 B heavier.
  tree.children.splice(afterImports(tree), 0, flowElement(PAGE_METADATA.name, [stringAttribute('description', description)], []));
  addImports(tree, page.where, [namedImport([PAGE_METADATA.name], PAGE_METADATA.from)]);
};
