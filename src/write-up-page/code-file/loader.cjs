// Rspack requires loaders as CommonJS; jiti (which Docusaurus itself uses to load
// docusaurus.config.ts) compiles the TypeScript loader, loader.ts.
const jiti = require('jiti')(__filename, {interopDefault: true});

module.exports = jiti('./loader.ts');
