/**
 * Step: `<Approaches approaches={[{name, file: 'brute-force.ts', prefer}]} />`
 * gets the files the page shows as `sources`, so that the table reads each
 * approach's complexity from its tested file's JSDoc, never typed again.
 */
import {addImports, checkNoProps, defaultImport, elementsNamed, expressionAttribute, identifier} from '../../markdown/mdx';
import {shownFiles} from '../code-blocks/show-code-files';
import type {WriteUpStep} from '../../markdown/remark-write-up-page/step';

export const APPROACHES = {name: 'Approaches', from: '@site/src/features/approaches/Approaches'} as const;

export const compareApproaches: WriteUpStep = (tree, page) => {
  const elements = elementsNamed(tree, APPROACHES.name);
  if (elements.length === 0) return;
  const bindings = [...shownFiles(tree).values()];
  for (const element of elements) {
    checkNoProps(element, ['sources'], page.where, 'the build gives it the files the page shows');
    element.attributes.push(
      expressionAttribute('sources', {type: 'ArrayExpression', elements: bindings.map(identifier)}, `[${bindings.join(', ')}]`),
    );
  }
  addImports(tree, page.where, [defaultImport(APPROACHES.name, APPROACHES.from)]);
};
