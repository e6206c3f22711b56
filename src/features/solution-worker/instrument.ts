/**
 * Step through, the recording: the JavaScript a page shows for a tested file, rewritten so that running it
 * records each step. The same text the page's JavaScript tab shows (its lines are the tab's lines) is parsed
 * with acorn and given calls to the tracer (tracer.ts), at these places:
 * - before each statement of a function body (and of each block in it), with the line it starts on;
 * - at each test of a `while`, `for` or `do … while` loop, and at each turn of a `for … of` or `for … in`,
 *   so that the loop's line is a step every time round;
 * - around each `return`'s value, which the step of that line then shows.
 * Each step reads the variables in scope at that point: the parameters and the variables declared before it
 * in the function and the functions around it (never the module's, which do not change during a call).
 * The module's code itself runs once, when the file is loaded, and records nothing.
 *
 * Supported: the JavaScript of ES2024 in a module, minus what a recording cannot follow, which stops with a
 * {@link StepThroughError} naming the line and the fix: async functions and generators (a step would be
 * recorded after the call returned), `import` (a shown file is self-contained), and `export default`.
 */
import {parse, type Node} from 'acorn';

/** The name the instrumented code calls the tracer by. */
export const TRACER = '__stepTracer';
/**
 * The name of a call's frame number, by the function's depth (1 for a function of the module, 2 for one
 * inside it…): a step tells two calls of one function apart, and a variable of an enclosing function, seen
 * from a callback, by the frame it belongs to.
 */
const frameName = (depth: number) => `__stepFrame${depth}`;

/** A variable in scope: its name, and the depth of the function that declares it. */
type Binding = {name: string; depth: number};
/** Where a statement is: the variables it sees, and the depth of its function. */
type Scope = {visible: readonly Binding[]; depth: number};

/** What {@link instrument} gives: a function body to run with `new Function(TRACER, body)`, returning the file's exports. */
export type Instrumented = {body: string; exports: string[]};

/** Code that cannot be recorded: the message says where and what to do instead. */
export class StepThroughError extends Error {}

type AnyNode = Node & Record<string, unknown>;
type Edit = {at: number; end: number; text: string; closing: boolean; order: number};

const STATEMENT_LISTS = new Set(['BlockStatement', 'Program', 'StaticBlock']);
const LABELLED = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement', 'BlockStatement']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The names a binding pattern declares: `[a, {b, c: d}, ...e]` → a, b, d, e. */
export function patternNames(pattern: AnyNode | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ArrayPattern':
      return (pattern.elements as (AnyNode | null)[]).flatMap(patternNames);
    case 'ObjectPattern':
      return (pattern.properties as AnyNode[]).flatMap((property) =>
        patternNames((property.type === 'RestElement' ? property.argument : property.value) as AnyNode),
      );
    case 'AssignmentPattern':
      return patternNames(pattern.left as AnyNode);
    case 'RestElement':
      return patternNames(pattern.argument as AnyNode);
    default:
      return [];
  }
}

function declaredNames(statement: AnyNode): string[] {
  if (statement.type !== 'VariableDeclaration') return [];
  return (statement.declarations as AnyNode[]).flatMap((declarator) => patternNames(declarator.id as AnyNode));
}

/**
 * The file's JavaScript, instrumented. `file` names it in errors, with the line: `binary-search.js:4`.
 */
export function instrument(javascript: string, file: string): Instrumented {
  let program: AnyNode;
  try {
    program = parse(javascript, {ecmaVersion: 'latest', sourceType: 'module', locations: true}) as unknown as AnyNode;
  } catch (error) {
    throw new StepThroughError(`${file}: Step through cannot read it: ${(error as Error).message}.`);
  }
  const edits: Edit[] = [];
  const insert = (at: number, text: string, closing = false): void => void edits.push({at, end: at, text, closing, order: edits.length});
  const replace = (at: number, end: number, text: string): void => void edits.push({at, end, text, closing: false, order: edits.length});
  const lineOf = (node: Node) => node.loc!.start.line;
  const refuse = (node: Node, what: string, fix: string): never => {
    throw new StepThroughError(`${file}:${lineOf(node)}: Step through cannot record ${what}; ${fix}.`);
  };

  /** `() => [[frame1, {a, b}], [frame2, {c}]]`: each variable once (the innermost of a name), with the frame that holds it. */
  const reader = (visible: readonly Binding[]) => {
    const byName = new Map(visible.map((binding) => [binding.name, binding.depth]));
    const depths = [...new Set(byName.values())].sort((a, b) => a - b);
    const groups = depths.map((depth) => {
      const names = [...byName].filter(([, at]) => at === depth).map(([name]) => name);
      return `[${frameName(depth)}, {${names.join(', ')}}]`;
    });
    return `() => [${groups.join(', ')}]`;
  };
  /** A step; `made`: the loop head's variables, which its line sets (a `for`'s update, a `for … of`'s next element). */
  const stepCall = (line: number, {visible, depth}: Scope, made: readonly string[] = []) =>
    `${TRACER}.step(${line}, ${frameName(depth)}, ${reader(visible)}${made.length > 0 ? `, ${JSON.stringify(made)}` : ''})`;
  const declare = (scope: Scope, names: readonly string[]): Scope => ({
    ...scope,
    visible: [...scope.visible, ...names.map((name) => ({name, depth: scope.depth}))],
  });

  function visitFunction(fn: AnyNode, outer: Scope): void {
    if (fn.async) refuse(fn, 'an async function', 'write it as a plain function: the recording follows one synchronous call');
    if (fn.generator) refuse(fn, 'a generator', 'return an array instead, or write the loop in the function');
    const params = fn.params as AnyNode[];
    const inner = declare({visible: outer.visible, depth: outer.depth + 1}, params.flatMap(patternNames));
    params.forEach((param) => visitExpression(param, outer));
    const body = fn.body as AnyNode;
    // An arrow's expression body has no statement: it records nothing (the call's line is the step).
    if (body.type !== 'BlockStatement') return visitExpression(body, {...outer, visible: inner.visible});
    insert(body.start + 1, `const ${frameName(inner.depth)} = ${TRACER}.frame();`);
    visitList(body.body as AnyNode[], inner);
  }

  /** A statement list: each statement sees the names declared before it. */
  function visitList(statements: readonly AnyNode[], scope: Scope): void {
    let current = scope;
    for (const statement of statements) {
      visitStatement(statement, current);
      current = declare(current, declaredNames(statement));
    }
  }

  /** The body of an `if`, a loop or a label: a block as it is, a lone statement in braces of its own. */
  function visitBody(body: AnyNode, visible: Scope, turn?: {line: number; made: string[]}, parentLine?: number): void {
    const turnStep = turn ? `${stepCall(turn.line, visible, turn.made)};` : '';
    if (body.type === 'BlockStatement') {
      if (turn) insert(body.start + 1, turnStep);
      return visitList(body.body as AnyNode[], visible);
    }
    insert(body.start, `{${turnStep}`);
    visitStatement(body, visible, lineOf(body) === parentLine);
    insert(body.end, '}', true);
  }

  /** A loop's test: a step of the loop's line each time it is evaluated. */
  function visitTest(test: AnyNode, line: number, visible: Scope, made: readonly string[] = []): void {
    insert(test.start, `(${stepCall(line, visible, made)}, `);
    visitExpression(test, visible);
    insert(test.end, ')', true);
  }

  /**
   * `onParentLine`: the statement is an `if`'s lone branch on the `if`'s line (`if (found) return mid;`), whose
   * step is the `if`'s: one line, one step.
   */
  function visitStatement(statement: AnyNode, visible: Scope, onParentLine = false): void {
    const step = () => void (onParentLine || insert(statement.start, `${stepCall(lineOf(statement), visible)};`));
    const stepIndex = () => (onParentLine ? `${TRACER}.last()` : stepCall(lineOf(statement), visible));
    switch (statement.type) {
      case 'FunctionDeclaration':
        return visitFunction(statement, visible);
      case 'EmptyStatement':
        return;
      case 'BlockStatement':
        return visitList(statement.body as AnyNode[], visible);
      case 'ReturnStatement': {
        const argument = statement.argument as AnyNode | null;
        const recorded = `${TRACER}.returns(${stepIndex()}, `;
        if (!argument) return insert(statement.start + 'return'.length, ` ${recorded}undefined)`);
        insert(argument.start, recorded);
        visitExpression(argument, visible);
        return insert(argument.end, ')', true);
      }
      case 'IfStatement':
        step();
        visitExpression(statement.test as AnyNode, visible);
        visitBody(statement.consequent as AnyNode, visible, undefined, lineOf(statement));
        if (statement.alternate) visitBody(statement.alternate as AnyNode, visible, undefined, lineOf(statement));
        return;
      case 'WhileStatement':
        visitTest(statement.test as AnyNode, lineOf(statement), visible);
        return visitBody(statement.body as AnyNode, visible);
      case 'DoWhileStatement':
        visitBody(statement.body as AnyNode, visible);
        return visitTest(statement.test as AnyNode, lineOf(statement.test as AnyNode), visible);
      case 'ForStatement': {
        const init = statement.init as AnyNode | null;
        const head = init ? declaredNames(init) : [];
        const inLoop = declare(visible, head);
        if (init) visitExpression(init, visible);
        if (statement.test) visitTest(statement.test as AnyNode, lineOf(statement), inLoop, head);
        if (statement.update) visitExpression(statement.update as AnyNode, inLoop);
        // Without a test (`for (;;)`), the loop's line is a step at each turn: a step in the loop's head, outside any
        // `try` in its body, so that the step limit stops it.
        return visitBody(statement.body as AnyNode, inLoop, statement.test ? undefined : {line: lineOf(statement), made: head});
      }
      case 'ForInStatement':
      case 'ForOfStatement': {
        const left = statement.left as AnyNode;
        const head = left.type === 'VariableDeclaration' ? declaredNames(left) : patternNames(left);
        const inLoop = declare(visible, left.type === 'VariableDeclaration' ? head : []);
        visitExpression(statement.right as AnyNode, visible);
        return visitBody(statement.body as AnyNode, inLoop, {line: lineOf(statement), made: head});
      }
      case 'SwitchStatement':
        step();
        visitExpression(statement.discriminant as AnyNode, visible);
        for (const branch of statement.cases as AnyNode[]) {
          if (branch.test) visitExpression(branch.test as AnyNode, visible);
          visitList(branch.consequent as AnyNode[], visible);
        }
        return;
      case 'TryStatement': {
        visitStatement(statement.block as AnyNode, visible);
        const handler = statement.handler as AnyNode | null;
        if (handler) visitList((handler.body as AnyNode).body as AnyNode[], declare(visible, patternNames(handler.param as AnyNode)));
        if (statement.finalizer) visitStatement(statement.finalizer as AnyNode, visible);
        return;
      }
      case 'LabeledStatement': {
        // A step between the label and its statement would take the label: a labelled loop records at its test.
        const body = statement.body as AnyNode;
        if (!LABELLED.has(body.type)) {
          refuse(statement, 'a label on anything but a loop or a block', 'label the loop itself');
        }
        return visitStatement(body, visible);
      }
      case 'ClassDeclaration':
        return visitExpression(statement, visible);
      default:
        // An expression, a declaration, throw, break, continue, debugger: one step, then the functions inside it.
        step();
        return visitExpression(statement, visible);
    }
  }

  /** Walks an expression (or any node) for the functions inside it, whose bodies record their own steps. */
  function visitExpression(node: AnyNode, visible: Scope): void {
    if (FUNCTIONS.has(node.type)) return visitFunction(node, visible);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && typeof (child as AnyNode).type === 'string') {
          if (STATEMENT_LISTS.has((child as AnyNode).type)) visitList(((child as AnyNode).body as AnyNode[]) ?? [], visible);
          else visitExpression(child as AnyNode, visible);
        }
      }
    }
  }

  // The module's own statements run once, when the file loads: only the functions in them record.
  const exports: string[] = [];
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'ImportDeclaration')
      refuse(statement, 'an import', 'a shown file imports nothing: put what it needs in the file');
    if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') {
      refuse(
        statement,
        `an ${statement.type === 'ExportAllDeclaration' ? 're-export' : 'export default'}`,
        'export the function by its name',
      );
    }
    if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration as AnyNode | null;
      if (!declaration) {
        if (statement.source) refuse(statement, 'a re-export', 'export the function by its name');
        for (const specifier of statement.specifiers as AnyNode[]) {
          exports.push(`${(specifier.exported as AnyNode).name as string}: ${(specifier.local as AnyNode).name as string}`);
        }
        replace(statement.start, statement.end, '');
        continue;
      }
      replace(statement.start, declaration.start, '');
      const names = declaration.type === 'VariableDeclaration' ? declaredNames(declaration) : [(declaration.id as AnyNode).name as string];
      exports.push(...names);
      visitModuleStatement(declaration);
      continue;
    }
    visitModuleStatement(statement);
  }

  function visitModuleStatement(statement: AnyNode): void {
    const module: Scope = {visible: [], depth: 0};
    if (statement.type === 'FunctionDeclaration') visitFunction(statement, module);
    else visitExpression(statement, module);
  }

  return {body: `'use strict';${applyEdits(javascript, edits)}\nreturn {${exports.join(', ')}};`, exports};
}

/** The text with its edits, from the last to the first; at one place, a closing bracket goes before an opening one. */
function applyEdits(text: string, edits: readonly Edit[]): string {
  const ordered = [...edits].sort((a, b) => a.at - b.at || Number(b.closing) - Number(a.closing) || a.order - b.order);
  let result = '';
  let index = 0;
  for (const edit of ordered) {
    result += text.slice(index, edit.at) + edit.text;
    index = Math.max(index, edit.end);
  }
  return result + text.slice(index);
}
