/* eslint-disable -- a temporary CommonJS stand-in (Rspack requires loaders), outside the TypeScript project. */
// STAND-IN, to be replaced by src/highlight's code-file loader: `!!code-file?javascript!./solution.ts` exports the
// file's JavaScript text (TypeScript's transpileModule, types erased, ES module output).
const ts = require('typescript');

module.exports = function codeFileStandIn(source) {
  if (this.query !== '?javascript') throw new Error(`${this.resourcePath}: the stand-in code-file loader takes "?javascript" only.`);
  const {outputText} = ts.transpileModule(source, {
    fileName: this.resourcePath,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  return `export default ${JSON.stringify(outputText)};`;
};
