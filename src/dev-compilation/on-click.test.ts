import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ON_CLICK_MODULES} from './on-click';
import {SITE_ON_REQUEST} from '.';

const siteDir = path.resolve(__dirname, '../..');

/** Every component of the site's code that a module loads with a dynamic `import('@site/src/…')`, as a file path. */
function dynamicallyImportedComponents(): string[] {
  const sources = readdirSync(path.join(siteDir, 'src'), {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  return sources.flatMap((file) =>
    Array.from(readFileSync(path.join(siteDir, 'src', file), 'utf8').matchAll(/import\('@site\/(src\/[^']+)'\)/g), ([, module]) =>
      path.join(siteDir, module!, 'index.tsx'),
    ),
  );
}

describe('ON_CLICK_MODULES', () => {
  it('names every component a page loads on a click: the runner, the stepper and the search dialog', () => {
    const components = dynamicallyImportedComponents();
    expect(components.map((file) => path.basename(path.dirname(file))).sort()).toEqual(['CodeRunner', 'PageStepper', 'SearchDialog']);
    for (const file of components) expect(ON_CLICK_MODULES.test(file), file).toBe(true);
  });

  it.each([
    ['the section that holds the runner', 'src/features/tested-cases/TestedCases/index.tsx'],
    ["the runner's worker, compiled with the runner", 'src/features/solution-worker/worker.ts'],
    ['a write-up page', 'docs/LeetCode/Binary Search/README.mdx'],
    ['a dependency', 'node_modules/react-dom/index.js'],
  ])('leaves out %s', (_, file) => {
    expect(ON_CLICK_MODULES.test(path.join(siteDir, file))).toBe(false);
  });
});

describe('SITE_ON_REQUEST', () => {
  it.each([
    ['a write-up page', 'docs/LeetCode/Binary Search/README.mdx', true],
    ['the runner', 'src/features/tested-cases/CodeRunner/index.tsx', true],
    ["a write-up's solution, compiled with its page", 'docs/LeetCode/Binary Search/solution.ts', false],
  ])('under npm start, compiles %s on first request: %s', (_, file, onRequest) => {
    expect(SITE_ON_REQUEST.test(path.join(siteDir, file))).toBe(onRequest);
  });
});
