import type {Root} from 'mdast';
import type {WriteUp} from '../../write-up/model';

/**
 * One build step of a write-up page: it reads the page's model and changes
 * its tree (adds a section, gives a component its props and imports), or
 * stops the build with a WriteUpError saying what to fix.
 */
export type WriteUpStep = (tree: Root, page: WriteUp) => void;
