import {withoutPageWeakIds} from './lazy-pages';

/** A webpack (Rspack) loader for the dev server's `.docusaurus/registry.js`: its pages without weak module ids (./lazy-pages.ts). */
export default function registryLoader(source: string): string {
  return withoutPageWeakIds(source);
}
