/**
 * Registers no Prism language: code is highlighted during the build
 * (src/features/code-blocks/highlight). The stock function requires `prismjs/components/prism-<name>`
 * for each of `prism.additionalLanguages`, and that dynamic require would bundle
 * every Prism grammar into the page's scripts.
 */
export default function prismIncludeLanguages(): void {}
