import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ON_DEMAND_CSS} from '../../src/on-demand-styles';
import {filesUnder} from '../support/files';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

/** The site's `*.on-demand.css` files, each with the class names its selectors use. */
const onDemand = filesUnder(path.join(siteDir, 'src'))
  .filter((file) => ON_DEMAND_CSS.test(file))
  .map((file) => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return {file: path.relative(siteDir, file), classes: [...new Set([...css.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1]!))]};
  });

const stylesheets = filesUnder(path.join(buildDir, 'assets/css')).map((file) => readFileSync(file, 'utf8'));
const scripts = filesUnder(path.join(buildDir, 'assets/js'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({file: path.relative(buildDir, file), code: readFileSync(file, 'utf8')}));

describe('stylesheets loaded on demand (src/on-demand-styles)', () => {
  it('finds the code runner’s, the stepper’s and the search dialog’s', () => {
    expect(onDemand.map(({file}) => file)).toEqual(
      expect.arrayContaining([
        'src/features/tested-cases/CodeRunner/styles.on-demand.css',
        'src/features/step-through/Stepper/styles.on-demand.css',
        'src/features/search/SearchDialog/styles.on-demand.css',
      ]),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
  });

  it.each(onDemand)('keeps $file out of the stylesheet every page loads', ({classes}) => {
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((name) => stylesheets.some((css) => css.includes(`.${name}`)))).toEqual([]);
  });

  it.each(onDemand)('ships $file minified in the lazy chunks that use it, none of which every page loads', ({classes}) => {
    // Minified: a rule's selector runs straight into its brace, with no comment or line break around it.
    const rule = new RegExp(String.raw`\.${classes[0]}[^{}\s]*\{[^{}\n]+\}`);
    const holding = scripts.filter(({code}) => rule.test(code));
    expect(holding.length).toBeGreaterThan(0);
    // Each a chunk of a component loaded by an import() (named after its source, src/plugins/chunk-names), not
    // main.js, the runtime or common.js, which every page loads.
    expect(holding.map(({file}) => file).filter((file) => !/^assets\/js\/[0-9a-f]{8}\/src_features_\w[\w-]*_tsx\.js$/.test(file))).toEqual(
      [],
    );
    expect(holding.filter(({code}) => /\/\*[^*]*(loaded with|Infima)/.test(code)).map(({file}) => file)).toEqual([]);
  });
});
