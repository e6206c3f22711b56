/**
 * The MDX tree operations the section needs: finding and taking out elements,
 * and writing new ones with the ESTree that the MDX compiler reads (an
 * attribute's or an import's text alone compiles to nothing).
 */
import type {Root} from 'mdast';

export type MdxNode = {type: string; name?: string | null; attributes?: MdxAttribute[]; children?: MdxNode[]; [key: string]: unknown};
type MdxAttribute = {type: string; name?: string; value?: unknown};
type Expression = {type: string; [key: string]: unknown};

const isElement = (node: MdxNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The first element named `name`, with its parent and its index there. */
export function findElement(tree: Root, name: string): {parent: MdxNode; index: number} | undefined {
  const visit = (parent: MdxNode): {parent: MdxNode; index: number} | undefined => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      if (isElement(child) && child.name === name) return {parent, index};
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(tree as unknown as MdxNode);
}

/** Takes every element named `name` out of the tree and returns them, in the page's order. */
export function takeElements(tree: Root, name: string): MdxNode[] {
  const taken: MdxNode[] = [];
  const visit = (parent: MdxNode) => {
    if (!parent.children) return;
    parent.children = parent.children.filter((child) => {
      if (isElement(child) && child.name === name) {
        taken.push(child);
        return false;
      }
      visit(child);
      return true;
    });
  };
  visit(tree as unknown as MdxNode);
  return taken;
}

/** An attribute's value as the page wrote it: a string, the source of an expression (`{9}` gives "9"), or undefined. */
export function attributeOf(element: MdxNode, name: string): string | undefined {
  const attribute = element.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  const value = attribute?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value.trim();
  return undefined;
}

/**
 * An element's content as one line of text with code between backticks, or
 * undefined unless it is a single paragraph of text and inline code only (what
 * the section shows, as a string: lighter than the compiled elements).
 */
export function inlineText(element: MdxNode): string | undefined {
  const [paragraph, ...rest] = element.children ?? [];
  if (!paragraph || rest.length || paragraph.type !== 'paragraph') return undefined;
  let text = '';
  for (const node of paragraph.children ?? []) {
    const value = node.value;
    if (typeof value !== 'string' || value.includes('`')) return undefined;
    if (node.type === 'text') text += value;
    else if (node.type === 'inlineCode') text += `\`${value}\``;
    else return undefined;
  }
  return text.replace(/\s+/g, ' ').trim();
}

const program = (body: Expression[]) => ({type: 'Program', sourceType: 'module', body, comments: []});

/** An ESTree expression for a JSON value. */
export function literal(value: unknown): Expression {
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(literal)};
  if (value !== null && typeof value === 'object') {
    return objectExpression(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, literal(item)])));
  }
  if (value === undefined) return identifier('undefined');
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

export function identifier(name: string): Expression {
  return {type: 'Identifier', name};
}

export function objectExpression(properties: Record<string, Expression>): Expression {
  return {
    type: 'ObjectExpression',
    properties: Object.entries(properties).map(([key, value]) => ({
      type: 'Property',
      key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
      value,
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
}

/** `name={expression}`; `text` is what the page's source would show. */
export function expressionAttribute(name: string, expression: Expression, text: string): MdxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: text, data: {estree: program([{type: 'ExpressionStatement', expression}])}},
  };
}

export function flowElement(name: string, attributes: MdxAttribute[], children: MdxNode[]): MdxNode {
  return {type: 'mdxJsxFlowElement', name, attributes, children};
}

/** `import {a, b} from 'from';` */
export function namedImport(names: readonly string[], from: string): MdxNode {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: names.map((name) => ({type: 'ImportSpecifier', imported: identifier(name), local: identifier(name)})),
    source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
  };
  return {type: 'mdxjsEsm', value: `import {${names.join(', ')}} from '${from}';`, data: {estree: program([declaration])}};
}
