import {getBrowserslistQueries} from '@docusaurus/faster';
import {describe, expect, it} from 'vitest';
import onDemandStylesPlugin, {ON_DEMAND_CSS} from '.';

type Rule = {test: RegExp; exclude?: unknown; use?: unknown};

/** Docusaurus' rules for scripts and stylesheets, as its base configuration has them. */
const docusaurusRules = (): Rule[] => [
  {test: /\.[jt]sx?$/i, use: ['js-loader']},
  {test: /\.css$/i, exclude: /\.module\.css$/i, use: ['extract', 'css-loader']},
  {test: /\.module\.css$/i, use: ['extract', 'css-loader']},
];

const configure = (mode: 'development' | 'production') => {
  const config = {mode, module: {rules: docusaurusRules()}};
  const added = onDemandStylesPlugin().configureWebpack!(config as never, false, {} as never, undefined);
  return {rules: config.module.rules, added};
};

/** Whether a rule with Docusaurus' `test` and `exclude` applies to a file. */
const applies = (rule: Rule, file: string) =>
  rule.test.test(file) && ![rule.exclude ?? []].flat().some((exclude) => (exclude as RegExp).test(file));

describe('the on-demand-styles plugin', () => {
  it('names the files it loads on demand by their ending', () => {
    expect(['styles.on-demand.css', 'a/b/styles.On-Demand.CSS'].every((file) => ON_DEMAND_CSS.test(file))).toBe(true);
    expect(['styles.css', 'styles.module.css', 'on-demand.ts'].some((file) => ON_DEMAND_CSS.test(file))).toBe(false);
  });

  it("leaves a *.on-demand.css out of Docusaurus' stylesheet rules and keeps theirs as they were", () => {
    const {rules} = configure('production');
    const [scripts, global, modules] = rules as [Rule, Rule, Rule];
    expect(applies(global, 'src/a/styles.on-demand.css')).toBe(false);
    expect(applies(modules, 'src/a/styles.on-demand.css')).toBe(false);
    expect([applies(global, 'src/css/custom.css'), applies(global, 'src/a/styles.module.css')]).toEqual([true, false]);
    expect(applies(modules, 'src/a/styles.module.css')).toBe(true);
    expect(scripts).toEqual(docusaurusRules()[0]);
  });

  it.each([
    ['minified in the build', 'production', true],
    ['readable under the dev server', 'development', false],
  ] as const)('gives such a file as its text, %s, for the browsers the site names', (_, mode, minify) => {
    const {added} = configure(mode);
    const targets = getBrowserslistQueries({isServer: false});
    expect(targets).toContain('not dead');
    expect(added).toEqual({
      module: {
        rules: [{test: ON_DEMAND_CSS, type: 'asset/source', use: [{loader: 'builtin:lightningcss-loader', options: {minify, targets}}]}],
      },
    });
  });
});
