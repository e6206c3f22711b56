/**
 * What the classic theme's client module gets for `import {Prism} from
 * 'prism-react-renderer'` (see index.ts): a Prism with no languages, which
 * src/theme/prism-include-languages.ts leaves empty. Anything else imported
 * from the package is missing, and the build says so.
 */
export const Prism = {languages: {}};
