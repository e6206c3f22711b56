import type {Plugin} from '@docusaurus/types';

export type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type Rule = NonNullable<NonNullable<Configuration['module']>['rules']>[number];
export type StylesheetRule = Exclude<Rule, '...' | false | 0 | '' | null | undefined>;

/** Whether a rule is one of Docusaurus' two for stylesheets (`.css` and `.module.css`). */
function isStylesheetRule(rule: Rule): rule is StylesheetRule {
  return typeof rule === 'object' && rule !== null && rule.test instanceof RegExp && rule.test.test('styles.module.css');
}

/**
 * Docusaurus' two rules for stylesheets, `.css` and `.module.css`, as its base configuration has them: at the top of
 * the rules, each with its loaders in `use`. Plugins change them in place, from configureWebpack.
 */
export function stylesheetRules(config: Configuration): StylesheetRule[] {
  return (config.module?.rules ?? []).filter(isStylesheetRule);
}
