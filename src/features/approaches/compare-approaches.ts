/**
 * Step: `<Approaches approaches={[{name, file: 'brute-force.ts', prefer}]} />`
 * gets the files the page shows as `sources`, so that the table reads each
 * approach's complexity from its tested file's JSDoc, never typed again. Each
 * approach's `file` must be one the page shows: checked here, in the build,
 * so that the message is in no page's JavaScript.
 */
import type {Expression} from 'estree';
import {WriteUpError} from '../../write-up/error';
import {addImports, checkNoProps, defaultImport, elementsNamed, expressionAttribute, identifier, type MdxElement} from '../../markdown/mdx';
import {shownFiles} from '../code-blocks/show-code-files';
import type {WriteUpStep} from '../../markdown/step';

export const APPROACHES = {name: 'Approaches', from: '@site/src/features/approaches/Approaches'} as const;

/** The `file` of each approach in the element's `approaches={[…]}`, where the page writes it as a string. */
function approachFiles(element: MdxElement, where: string): string[] {
  const attribute = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'approaches');
  const value = attribute?.value;
  const statement = typeof value === 'object' ? value?.data?.estree?.body[0] : undefined;
  const list: Expression | undefined = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  const fix = `write approaches={[{name: '…', file: 'solution.ts', prefer: '…'}, …]}, each file a string`;
  if (list?.type !== 'ArrayExpression') throw new WriteUpError(where, `<${APPROACHES.name}> needs its approaches as a list; ${fix}.`);
  return list.elements.map((approach) => {
    const file =
      approach?.type === 'ObjectExpression'
        ? approach.properties.find(
            (property) => property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'file',
          )
        : undefined;
    const literal = file?.type === 'Property' ? file.value : undefined;
    if (literal?.type !== 'Literal' || typeof literal.value !== 'string') {
      throw new WriteUpError(where, `<${APPROACHES.name}> has an approach without a file; ${fix}.`);
    }
    return literal.value;
  });
}

export const compareApproaches: WriteUpStep = (tree, page) => {
  const elements = elementsNamed(tree, APPROACHES.name);
  if (elements.length === 0) return;
  const shown = shownFiles(tree);
  const bindings = [...shown.values()];
  for (const element of elements) {
    checkNoProps(element, ['sources'], page.where, 'the build gives it the files the page shows');
    for (const file of approachFiles(element, page.where)) {
      if (!shown.has(file)) {
        throw new WriteUpError(
          page.where,
          `<${APPROACHES.name}> names ${file}, which the page does not show; show it with <SolutionCode file="${file}" />.`,
        );
      }
    }
    element.attributes.push(
      expressionAttribute('sources', {type: 'ArrayExpression', elements: bindings.map(identifier)}, `[${bindings.join(', ')}]`),
    );
  }
  addImports(tree, page.where, [defaultImport(APPROACHES.name, APPROACHES.from)]);
};
