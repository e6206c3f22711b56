/** Step: a page showing `<WriteUpHeader />` (its platform, difficulty and topics, from the front matter) gets its import. */
import {addImports, defaultImport, elementsNamed} from '../markdown/mdx';
import type {WriteUpStep} from '../markdown/step';

export const WRITE_UP_HEADER = {name: 'WriteUpHeader', from: '@site/src/components/WriteUpHeader'} as const;

export const importHeader: WriteUpStep = (tree, page) => {
  if (elementsNamed(tree, WRITE_UP_HEADER.name).length === 0) return;
  addImports(tree, page.where, [defaultImport(WRITE_UP_HEADER.name, WRITE_UP_HEADER.from)]);
};
