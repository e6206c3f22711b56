import {parse, type Node} from 'acorn';
import {simple} from 'acorn-walk';

/**
 * prism-react-renderer's bundle defines ~30 Prism grammars at load time, one
 * after another in a single comma expression after
 * `var Prism = __toESM(require_prism());`. Building them is most of the
 * cost of loading it (about 30 ms of a fast CPU on every page that shows
 * code: `insertBefore` walks every grammar defined so far each time).
 *
 * `slimGrammars` keeps only the parts of that expression that build the
 * requested languages and what they refer to, in their original order, so
 * a kept grammar is exactly what the full bundle builds.
 */

/**
 * A part of the expression: the languages it assigns (`defines`), the ones
 * it reads or changes (`uses`), and, for a part that defines none, the
 * language it changes (`target`: the one it inserts tokens into, as in
 * `languages.insertBefore("javascript", …)`, else the first one it names, as
 * in `languages.markup && …`),
 * and the strings it passes to functions (`strings`), for grammars changed
 * through a name computed at run time: javadoclike's
 * `addSupport(["java", "javascript", "php"], …)` adds the doc-comment token
 * to JavaScript.
 */
type Part = {start: number; end: number; defines: Set<string>; uses: Set<string>; target?: string; strings: Set<string>};

/** Methods of `Prism.languages`, not grammars. */
const METHODS = new Set(['extend', 'insertBefore', 'DFS']);

const PRISM_DECLARATION = /^var Prism = __toESM\(require_prism\(\)\);$/m;

/** `x.languages.name` or `x.languages["name"]`: the name, else undefined. */
function languageOf(node: Node): string | undefined {
  if (node.type !== 'MemberExpression') return undefined;
  const member = node as Node & {object: Node; property: Node & {name?: string; value?: unknown}; computed: boolean};
  const object = member.object as Node & {property?: {name?: string}};
  if (object.type !== 'MemberExpression' || object.property?.name !== 'languages') return undefined;
  const name = member.computed ? member.property.value : member.property.name;
  return typeof name === 'string' && !METHODS.has(name) ? name : undefined;
}

/** The languages one part of the expression assigns (defines) and reads or changes (uses). */
function describe(part: Node): Part {
  const defines = new Set<string>();
  const uses = new Set<string>();
  const targets = new Set<Node>();
  const mentions: {at: number; name: string}[] = [];
  const strings = new Set<string>();
  let insertedInto: string | undefined;
  simple(part, {
    AssignmentExpression(node) {
      const left = (node as Node & {left: Node}).left;
      const name = languageOf(left);
      if (name) {
        defines.add(name);
        targets.add(left);
      }
    },
    MemberExpression(node) {
      const name = languageOf(node);
      if (name && !targets.has(node)) {
        uses.add(name);
        mentions.push({at: node.start, name});
      }
    },
    CallExpression(node) {
      // languages.extend("clike", ...) and languages.insertBefore("javascript", ...) name a grammar by string.
      const {callee, arguments: args} = node as Node & {callee: Node & {property?: {name?: string}}; arguments: (Node & {value?: unknown})[]};
      const method = callee.type === 'MemberExpression' ? callee.property?.name : undefined;
      const namesGrammar = method === 'extend' || method === 'insertBefore';
      if (namesGrammar && typeof args[0]?.value === 'string' && args[0].value !== 'inside') {
        uses.add(args[0].value);
        mentions.push({at: args[0].start, name: args[0].value});
        if (method === 'insertBefore') insertedInto ??= args[0].value;
      }
      // Names passed as they are or in a list, as in addSupport(["java", "javascript"], …); not
      // strings deeper inside, such as a token's alias: "regex".
      for (const arg of args.slice(namesGrammar ? 1 : 0)) {
        const elements = arg.type === 'ArrayExpression' ? ((arg as Node & {elements: (Node & {value?: unknown})[]}).elements) : [arg];
        for (const element of elements) if (typeof element?.value === 'string') strings.add(element.value);
      }
    },
  });
  for (const name of defines) uses.delete(name);
  const target = defines.size === 0 ? (insertedInto ?? mentions.sort((a, b) => a.at - b.at)[0]?.name) : undefined;
  return {start: part.start, end: part.end, defines, uses, target, strings};
}

export type SlimGrammars = {
  /** The bundle with only the kept grammars. */
  code: string;
  /** Every language name the kept grammars define, aliases included (e.g. typescript, ts, javascript, js, clike). */
  languages: string[];
};

/**
 * Keeps the grammars of `languages` (names or aliases, as in a code block)
 * and everything they refer to. Throws if the bundle does not have the
 * expected shape or lacks one of the languages.
 */
export function slimGrammars(source: string, languages: readonly string[]): SlimGrammars {
  const declaration = PRISM_DECLARATION.exec(source);
  if (!declaration) throw new Error('prism-react-renderer: no "var Prism = __toESM(require_prism());" in its bundle; look again at src/plugins/lazy-prism/grammars.ts.');
  const program = parse(source, {ecmaVersion: 'latest', sourceType: 'module'}) as Node & {body: (Node & {expression?: Node & {expressions?: Node[]}})[]};
  const index = program.body.findIndex((statement) => statement.start === declaration.index);
  const parts: Part[] = [];
  for (const statement of program.body.slice(index + 1)) {
    if (statement.type !== 'ExpressionStatement' || !statement.expression) break;
    const expressions = statement.expression.type === 'SequenceExpression' ? statement.expression.expressions! : [statement.expression];
    parts.push(...expressions.map(describe));
  }
  const defined = new Set(parts.flatMap((part) => [...part.defines]));
  const missing = languages.filter((language) => !defined.has(language));
  if (missing.length > 0) {
    throw new Error(`prism-react-renderer has no Prism grammar for ${missing.join(', ')}; it has: ${[...defined].sort().join(', ')}.`);
  }

  // A part is kept when it defines or changes a wanted language, or names one in a string; what it
  // refers to is then wanted too.
  const wanted = new Set(languages);
  const isKept = (part: Part) =>
    part.target !== undefined
      ? wanted.has(part.target)
      : [...part.defines].some((name) => wanted.has(name)) || [...part.strings].some((value) => wanted.has(value) && !part.defines.has(value));
  for (let grown = true; grown; ) {
    grown = false;
    for (const part of parts.filter(isKept)) {
      for (const name of [...part.defines, ...part.uses]) {
        if (!wanted.has(name)) {
          wanted.add(name);
          grown = true;
        }
      }
    }
  }

  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const kept = parts.filter(isKept);
  // In parentheses: the first kept part may be a function expression, which cannot start a statement.
  const code = `${source.slice(0, first.start)}(${kept.map((part) => source.slice(part.start, part.end)).join(',\n')})${source.slice(last.end)}`;
  return {code, languages: [...new Set(kept.flatMap((part) => [...part.defines]))].sort()};
}
