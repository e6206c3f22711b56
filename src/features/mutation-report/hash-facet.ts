import type {CodeFileFacet} from '../code-blocks/code-file';
import {sourceHash} from './MutationReport/source-hash';

/**
 * The fingerprint of a shown file's text (./MutationReport/source-hash.ts): What the tests catch shows figures only
 * when it is the one of the text the mutation report measured.
 */
export const mutationHash = {
  key: 'hash',
  make: (file) => sourceHash(file.source),
} satisfies CodeFileFacet<'hash', string>;
