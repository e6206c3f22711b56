/**
 * The components a write-up loads on a reader's click (`React.lazy`): the code
 * runner, with CodeMirror for the reader's own code and its worker, the
 * stepper, and the search dialog. Under the dev server they are compiled when
 * a tab first asks for them, not before the first page is served, which puts
 * a cold `npm run write` on screen sooner. The
 * first click on one of them waits for its compilation.
 */
export const ON_CLICK_MODULES = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:CodeRunner|PageStepper|SearchDialog)[\\/]index\.tsx$/;
