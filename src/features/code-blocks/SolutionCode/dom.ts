/**
 * What `<SolutionCode>` writes in the page for others to find: the attribute on its root that names the file it
 * shows, and the classes of its TypeScript and JavaScript blocks (Step through marks their lines). Apart from
 * the code that reads them (src/features/step-through/line-highlight.ts), which loads with the stepper.
 */
export const CODE_FILE_ATTRIBUTE = 'data-code-file';
export const LANGUAGE_CLASSES = {typescript: 'code-file-typescript', javascript: 'code-file-javascript'} as const;
