/**
 * The components a write-up loads on a reader's click (`React.lazy`): the code
 * runner, with CodeMirror for the reader's own code and its worker, the
 * stepper, and the search dialog. Under the dev server they are compiled when
 * a tab first asks for them, not before the first page is served: with them
 * compiled on request, a cold `npm run write` put the write-up on screen
 * 4.51 s after the start against 4.77 s with 21 write-ups, and 5.07 against
 * 5.23 s with 2,000 (median of 4, in turn, 2026-11-28, load 2.3–2.7). The
 * first click on one of them waits for its compilation.
 */
export const ON_CLICK_MODULES = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:CodeRunner|PageStepper|SearchDialog)[\\/]index\.tsx$/;
