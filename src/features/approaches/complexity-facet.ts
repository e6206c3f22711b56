import type {CodeFileFacet} from '../code-blocks/code-file';
import {parseComplexity, type Complexity} from './Approaches/complexity';

/** A shown file's complexity, read from its exported function's JSDoc (null when the JSDoc does not follow the format). */
export const complexity = {
  key: 'complexity',
  make: (file) => parseComplexity(file.source.trimEnd()) ?? null,
} satisfies CodeFileFacet<'complexity', Complexity | null>;
