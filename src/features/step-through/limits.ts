/**
 * The most steps a page's own case may take: its table keeps at most 20 of them and the stepper records
 * them again in the browser, so a page names a small case. Every case a page records today takes at most
 * 142.
 */
export const PAGE_STEP_LIMIT = 1000;

/**
 * The most steps the browser records of one call: a reader's own arguments may run long, and the stepper
 * still draws every step of them on a phone.
 */
export const READER_STEP_LIMIT = 10_000;
