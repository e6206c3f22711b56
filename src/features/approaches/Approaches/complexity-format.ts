/**
 * The format of an approach's complexity JSDoc, for the messages that ask for it. A module of its own, with nothing
 * else in it: the component's message needs it in the browser, and the parser beside it (./complexity.ts), whose
 * regular expressions are built when its module loads, would come with it into every page's `common.js`.
 */
export const COMPLEXITY_FORMAT = '/** <what it does>: O(…) time, O(…) extra space. */ right above the exported function';
