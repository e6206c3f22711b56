/**
 * The MDX syntax-tree operations the write-up steps share, on the mdast and
 * MDX node types: finding and taking out JSX elements, reading their
 * attributes and the page's imports, and writing new elements and imports
 * with the ESTree that the MDX compiler reads (an attribute's or an import's
 * text alone compiles to nothing).
 */
import type {Expression, ImportDeclaration, ModuleDeclaration, Program, Statement} from 'estree';
import type {Parent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm} from 'mdast-util-mdx';
import {EXIT, SKIP, visit} from 'unist-util-visit';
import {WriteUpError} from '../write-up/error';

export type MdxElement = MdxJsxFlowElement | MdxJsxTextElement;

const isElement = (node: {type: string}): node is MdxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Every element named `name`, in the page's order (an element, not a comment or text). */
export function elementsNamed(tree: Root, name: string): MdxElement[] {
  const found: MdxElement[] = [];
  visit(tree, (node) => {
    if (isElement(node) && node.name === name) found.push(node);
  });
  return found;
}

/** The first element named `name`, with its parent and its index there. */
export function findElement(tree: Root, name: string): {parent: Parent; index: number} | undefined {
  let found: {parent: Parent; index: number} | undefined;
  visit(tree, (node, index, parent) => {
    if (!isElement(node) || node.name !== name || !parent || index === undefined) return undefined;
    found = {parent, index};
    return EXIT;
  });
  return found;
}

/** Takes every element named `name` out of the tree and returns them, in the page's order. */
export function takeElements(tree: Root, name: string): MdxElement[] {
  const taken: MdxElement[] = [];
  visit(tree, (node, index, parent) => {
    if (!isElement(node) || node.name !== name || !parent || index === undefined) return undefined;
    taken.push(node);
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  return taken;
}

/** An attribute's value as the page wrote it: a string, the source of an expression (`{9}` gives "9"), or undefined. */
export function attributeOf(element: MdxElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  const value = attribute?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return value.value.trim();
  return undefined;
}

/**
 * An element's content as one line of text with code between backticks, or
 * undefined unless it is a single paragraph of text and inline code only (what
 * a section shows, as a string: lighter than the compiled elements).
 */
export function inlineText(element: MdxElement): string | undefined {
  const [paragraph, ...rest] = element.children;
  if (!paragraph || rest.length || paragraph.type !== 'paragraph') return undefined;
  let text = '';
  for (const node of paragraph.children) {
    if (node.type !== 'text' && node.type !== 'inlineCode') return undefined;
    if (node.value.includes('`')) return undefined;
    text += node.type === 'text' ? node.value : `\`${node.value}\``;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Every import of the page: local name → what it imports (`default`, a name, or `*`), from where. */
export function importsOf(tree: Root): Map<string, {imported: string; from: unknown}> {
  const imports = new Map<string, {imported: string; from: unknown}>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportSpecifier'
              ? specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value)
              : '*';
        imports.set(specifier.local.name, {imported, from: statement.source.value});
      }
    }
  }
  return imports;
}

const program = (body: (Statement | ModuleDeclaration)[]): Program => ({type: 'Program', sourceType: 'module', body, comments: []});

export function identifier(name: string): Expression {
  return {type: 'Identifier', name};
}

/** An ESTree expression for a JSON value. */
export function literal(value: unknown): Expression {
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(literal)};
  if (value !== null && typeof value === 'object') {
    return objectExpression(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, literal(item)])));
  }
  if (value === undefined) return identifier('undefined');
  return {type: 'Literal', value: value as string | number | boolean | null, raw: JSON.stringify(value)};
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
export function expressionAttribute(name: string, expression: Expression, text: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: text, data: {estree: program([{type: 'ExpressionStatement', expression}])}},
  };
}

/** `name="value"`: a prop with a string value. */
export function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** `prop={name}`: a prop whose value is the page's binding `name`. */
export function identifierAttribute(prop: string, name: string): MdxJsxAttribute {
  return expressionAttribute(prop, identifier(name), name);
}

/**
 * An element as if the page wrote it as JSX (`_mdxExplicitJsx`, which MDX sets
 * on the page's own): MDX gives the theme's components only the elements of
 * Markdown, so a <details> the build writes stays the browser's own, not the
 * theme's animated Details.
 */
export function flowElement(name: string, attributes: MdxJsxAttribute[], children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  // The field is typed only in @mdx-js/mdx's private types.
  const data = {_mdxExplicitJsx: true} as MdxJsxFlowElement['data'];
  return {type: 'mdxJsxFlowElement', name, attributes, children, data};
}

/** An import of `from`, with its ESTree and `value`, the text the page's source would show. */
function esm(specifiers: ImportDeclaration['specifiers'], from: string, value: string): MdxjsEsm {
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers,
    source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
    attributes: [],
  };
  return {type: 'mdxjsEsm', value, data: {estree: program([declaration])}};
}

/** `import {a, b} from 'from';`, or `import {a as b} from 'from';` for a pair. */
export function namedImport(names: readonly (string | readonly [imported: string, local: string])[], from: string): MdxjsEsm {
  const pairs = names.map((name) => (typeof name === 'string' ? [name, name] : name));
  const specifiers = pairs.map(([imported, local]) => ({
    type: 'ImportSpecifier' as const,
    imported: {type: 'Identifier' as const, name: imported},
    local: {type: 'Identifier' as const, name: local},
  }));
  const text = pairs.map(([imported, local]) => (imported === local ? imported : `${imported} as ${local}`)).join(', ');
  return esm(specifiers, from, `import {${text}} from '${from}';`);
}

/** `import name from 'from';` */
export function defaultImport(name: string, from: string): MdxjsEsm {
  return esm([{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}], from, `import ${name} from '${from}';`);
}

/** Where new imports go: after the page's own, since the bundle keeps its modules in the order the page first imports them. */
export function afterImports(tree: Root): number {
  return tree.children.reduce((after, node, index) => (node.type === 'mdxjsEsm' ? index + 1 : after), 0);
}

/** The names an import declares. */
function localNames(node: MdxjsEsm): string[] {
  return (node.data?.estree?.body ?? []).flatMap((statement) =>
    statement.type === 'ImportDeclaration' ? statement.specifiers.map((specifier) => specifier.local.name) : [],
  );
}

/**
 * Adds imports after the page's own (the bundle keeps its modules in the order
 * the page first imports them). A page that imports one of the names itself
 * stops the build: the page `where` is told to remove its import.
 */
export function addImports(tree: Root, where: string, imports: readonly MdxjsEsm[]): void {
  const taken = importsOf(tree);
  for (const name of imports.flatMap(localNames)) {
    const own = taken.get(name);
    if (own) throw new WriteUpError(where, `the page imports ${name} from '${String(own.from)}'; remove that import: the build adds it.`);
  }
  tree.children.splice(afterImports(tree), 0, ...imports);
}

/** Throws unless `element` is without the props the build gives it: the page writing one would be overridden or a duplicate. */
export function checkNoProps(element: MdxElement, props: readonly string[], where: string, why: string): void {
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && props.includes(attribute.name)) {
      throw new WriteUpError(where, `<${element.name}> takes no ${attribute.name}={…}: ${why}; remove it.`);
    }
  }
}
