import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import type {Expression, SpreadElement} from 'estree';
import type {Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx';
import {afterAll, beforeEach, describe, expect, it} from 'vitest';
import {sourceHash} from './MutationReport/source-hash';
import {HINTS_NOT_NEEDED} from '../../write-up/front-matter';
import remarkWriteUpPage from '../../write-up-page';
import type {MutationReport} from '../../write-up/mutation-report';

// A site on disk, under a path with a space and Chinese characters: the plugin reads the folder's files and the report.
const siteDir = mkdtempSync(path.join(tmpdir(), 'mutation report 報告-'));
const folder = path.join(siteDir, 'docs/LeetCode/Binary Search');
const README = path.join(folder, 'README.mdx');
const SOURCE = 'if (value < target) low = mid + 1;\n';
mkdirSync(folder, {recursive: true});
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

const REPORT: MutationReport = {
  files: {
    'docs/LeetCode/Binary Search/solution.ts': {
      source: SOURCE,
      mutants: [
        {
          id: '1',
          mutatorName: 'EqualityOperator',
          replacement: 'value >= target',
          status: 'Killed',
          killedBy: ['7'],
          location: {start: {line: 1, column: 5}, end: {line: 1, column: 19}},
        },
        {
          id: '2',
          mutatorName: 'EqualityOperator',
          replacement: 'value <= target',
          status: 'Survived',
          location: {start: {line: 1, column: 5}, end: {line: 1, column: 19}},
        },
      ],
    },
  },
  testFiles: {'docs/LeetCode/Binary Search/solution.test.ts': {tests: [{id: '7', name: "search 'finds a target'"}]}},
};

beforeEach(() => {
  writeFileSync(path.join(folder, 'solution.ts'), SOURCE);
  writeFileSync(path.join(folder, 'solution.test.ts'), "import {search} from './solution';\n");
  writeFileSync(path.join(siteDir, 'stryker-incremental.json'), JSON.stringify(REPORT));
});

const EXPLAINED =
  '<UncaughtChange file="solution.ts" line={1} change="value <= target">\n  An equal `value` has returned.\n</UncaughtChange>\n';

const page = (rest = EXPLAINED, imports = '') => `${imports}
## Solution

<SolutionCode />

<TestedCases />

${rest}
## Pitfalls
`;

/** The value an ESTree literal stands for; an identifier as `{identifier: name}`. */
function valueOf(node: Expression | SpreadElement | null): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'Identifier') return {identifier: node.name};
  if (node?.type === 'ArrayExpression') return node.elements.map(valueOf);
  if (node?.type !== 'ObjectExpression') throw new Error(`no value for ${node?.type}`);
  return Object.fromEntries(
    node.properties.map((property) => {
      if (property.type !== 'Property' || property.key.type !== 'Literal') throw new Error('a property with a literal key');
      return [property.key.value, valueOf(property.value as Expression)];
    }),
  );
}

/** The expression of a `{…}` attribute value. */
function expressionOf(value: MdxJsxAttribute['value']): Expression {
  const statement = typeof value === 'object' ? value?.data?.estree?.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') throw new Error('an expression attribute');
  return statement.expression;
}

/** Compiles a page as the docs plugin does; resolves with the tree the section's plugin leaves, or rejects with its message. */
async function run(value: string, filePath = README, site: {focusedWriteUp?: string} = {}): Promise<Root> {
  let tree: Root | undefined;
  const capture = () => (result: Root) => void (tree = structuredClone(result));
  // These pages show their Solution section only, and so no hints.
  const frontMatter = {[HINTS_NOT_NEEDED]: 'the page shows its Solution section only'};
  await compile({value, path: filePath, cwd: siteDir, data: {frontMatter}}, {remarkPlugins: [[remarkWriteUpPage, site], capture]});
  return tree!;
}

/** The top-level nodes as "type name", and the section's props as values. */
function section(tree: Root) {
  const nodes = tree.children;
  const element = nodes.find((node) => node.type === 'mdxJsxFlowElement' && node.name === 'MutationReport');
  const attributes = element?.type === 'mdxJsxFlowElement' ? element.attributes : [];
  const props = Object.fromEntries(
    attributes.map((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute') throw new Error('a named attribute');
      return [attribute.name, valueOf(expressionOf(attribute.value))];
    }),
  );
  return {
    outline: nodes
      .filter((node) => node.type !== 'paragraph')
      .map((node) => (node.type === 'mdxJsxFlowElement' && node.name ? node.name : node.type)),
    props,
    imports: nodes.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : [])),
  };
}

describe('the What the tests catch step', () => {
  it("puts the section right after the page's Tested cases, with the report's figures, an example and the explained change", async () => {
    const {outline, props, imports} = section(await run(page()));
    expect(outline.slice(-4)).toEqual(['SolutionCode', 'TestedCases', 'MutationReport', 'heading']);
    expect(props).toEqual({
      files: [{file: 'solution.ts', hash: sourceHash(SOURCE), tried: 2, caught: 1, endless: 0, source: {identifier: 'solution'}}],
      examples: [{file: 'solution.ts', line: 1, from: 'value < target', to: 'value >= target', caughtBy: 'finds a target'}],
      uncaught: [{file: 'solution.ts', line: 1, from: 'value < target', to: 'value <= target', why: 'An equal `value` has returned.'}],
    });
    expect(imports.at(-1)).toBe("import {MutationReport} from '@site/src/features/mutation-report/MutationReport';");
  });

  it('names the command that refreshes the focused write-up alone under focused writing, and leaves the default otherwise', async () => {
    expect(section(await run(page(), README, {focusedWriteUp: 'LeetCode/Binary Search'})).props.refresh).toEqual({
      command: 'npm run mutation:write-up -- "LeetCode/Binary Search"',
      time: 'under a minute',
    });
    expect(section(await run(page())).props).not.toHaveProperty('refresh');
  });

  it('takes the explanation out of the place the page wrote it', async () => {
    const tree = await run(page(`Before.\n\n${EXPLAINED}\nAfter.\n`));
    expect(JSON.stringify(tree)).not.toContain('UncaughtChange');
    expect(JSON.stringify(tree)).toContain('Before.');
  });

  it('shows no figures, example or uncaught change for a solution changed since the report, and checks no explanation', async () => {
    writeFileSync(path.join(folder, 'solution.ts'), SOURCE.replace('<', '<='));
    expect(section(await run(page())).props).toEqual({
      files: [{file: 'solution.ts', source: {identifier: 'solution'}}],
      examples: [],
      uncaught: [],
    });
  });

  it('shows no figures without a report', async () => {
    rmSync(path.join(siteDir, 'stryker-incremental.json'));
    expect(section(await run(page(''))).props.files).toEqual([{file: 'solution.ts', source: {identifier: 'solution'}}]);
  });

  it('stops the build on an unexplained uncaught change, naming the page and what to write', async () => {
    await expect(run(page(''))).rejects.toThrow(
      'Write-up docs/LeetCode/Binary Search/README.mdx: line 1 of solution.ts: no test catches `value < target` changed to `value <= target`.',
    );
  });

  it('stops the build on an explanation of a change that is caught', async () => {
    await expect(run(page(EXPLAINED.replace('value <= target', 'value >= target')))).rejects.toThrow(
      '<UncaughtChange file="solution.ts" line={1} change="value >= target"> names no uncaught change of the mutation report (a test may catch it now); remove it.',
    );
  });

  it.each([
    {name: 'a link', body: 'See [the loop](#loop).'},
    {name: 'two paragraphs', body: 'One.\n\n  Two.'},
    {name: 'nothing', body: ''},
  ])('stops the build on an explanation holding $name', async ({body}) => {
    await expect(run(page(EXPLAINED.replace('An equal `value` has returned.', body)))).rejects.toThrow(
      'must hold one sentence or two of plain text and `code`',
    );
  });

  it('stops the build on an explanation without its line', async () => {
    await expect(run(page(EXPLAINED.replace(' line={1}', '')))).rejects.toThrow(
      'each <UncaughtChange> needs file="…", line={…} and change="…"',
    );
  });

  it('stops the build on a page that imports the section itself', async () => {
    await expect(
      run(page(EXPLAINED, "import {MutationReport} from '@site/src/features/mutation-report/MutationReport';\n")),
    ).rejects.toThrow(
      "the page imports MutationReport from '@site/src/features/mutation-report/MutationReport'; remove that import: the build adds it.",
    );
  });

  it('leaves pages outside the write-up folders alone', async () => {
    const {outline} = section(await run('# Introduction\n', path.join(siteDir, 'docs/intro.mdx')));
    expect(outline).toEqual(['heading']);
  });
});
