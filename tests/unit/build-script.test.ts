import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('npm run build', () => {
  // The script runs the core's command file with node, to cap the build's V8 heap: the path is a tie to the package.
  const build = (readJson('package.json').scripts as Record<string, string>).build!;
  const bin = (readJson('node_modules/@docusaurus/core/package.json').bin as Record<string, string>).docusaurus!;

  it("runs the docusaurus command that @docusaurus/core's package.json declares", () => {
    const script = /^node (?:--\S+ )*(\S+) build$/.exec(build)?.[1];
    expect(
      script,
      `package.json's build script should run node_modules/@docusaurus/core/${bin} (see UPGRADING.md, "The build script's path to the core binary")`,
    ).toBe(`node_modules/@docusaurus/core/${bin}`);
    expect(existsSync(path.join(root, script!))).toBe(true);
  });
});
