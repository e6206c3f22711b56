import type {Root} from 'mdast';
import type {WriteUp} from '../write-up/model';

/**
 * One build step of a write-up page: it reads the page's model and changes
 * its tree (adds a section, gives a component its props and imports), or
 * stops the build with a WriteUpError saying what to fix.
 */
export type WriteUpStep = (tree: Root, page: WriteUp, site: SiteOptions) => void;

/** What a step may need to know about the build, beyond the page: the site config passes it to the plugin. */
export interface SiteOptions {
  /** Under focused writing (`npm run write`), the write-up being written, as `<platform>/<folder>`. */
  focusedWriteUp?: string;
}
