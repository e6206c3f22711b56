/**
 * Client module: after each route change, a page that shows math gets the
 * KaTeX stylesheet if it does not have it yet (a visit that started on a page
 * without math). The first page's HTML already has it when it needs it.
 */
import siteConfig from '@generated/docusaurus.config';
import {ensureKatexStylesheet, type KatexStylesheet} from '.';

const stylesheet = siteConfig.customFields?.katexStylesheet as KatexStylesheet | undefined;

export function onRouteDidUpdate(): void {
  if (stylesheet) ensureKatexStylesheet(document, stylesheet);
}
