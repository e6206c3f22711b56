import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import lazyPrismPlugin, {NO_OP_CLIENT_MODULE, THEME_PRISM_CLIENT_MODULE} from '.';

function plugin(additionalLanguages?: string[]) {
  const siteConfig = {themeConfig: {prism: {...(additionalLanguages && {additionalLanguages})}}};
  return lazyPrismPlugin({siteConfig} as never);
}

describe('lazyPrismPlugin', () => {
  it.each([
    {name: 'no prism.additionalLanguages', languages: undefined, replaced: true},
    {name: 'an empty list', languages: [], replaced: true},
    {name: 'additional languages to register', languages: ['java', 'php'], replaced: false},
  ])('with $name, replaces the theme client module: $replaced', ({languages, replaced}) => {
    const {configureWebpack} = plugin(languages);
    expect(configureWebpack !== undefined).toBe(replaced);
    if (configureWebpack) {
      expect(configureWebpack({} as never, false, {} as never, {} as never)).toEqual({
        resolve: {alias: {[THEME_PRISM_CLIENT_MODULE]: NO_OP_CLIENT_MODULE}},
      });
    }
  });

  // If a Docusaurus upgrade gives this module other duties, replacing it would drop them: look again.
  it("replaces a theme module that only imports Prism and registers additional languages (Docusaurus 3.7's)", () => {
    const code = readFileSync(THEME_PRISM_CLIENT_MODULE, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .trim();
    expect(code.split('\n').map((line) => line.trim()).filter(Boolean)).toEqual([
      "import { Prism } from 'prism-react-renderer';",
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
      'prismIncludeLanguages(Prism);',
    ]);
  });

  it('puts an empty module in its place', () => {
    expect(readFileSync(NO_OP_CLIENT_MODULE, 'utf8')).toMatch(/^export \{\};$/m);
  });
});
