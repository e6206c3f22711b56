/**
 * The stepper marks the current line in the code block the page already shows, not in a copy: the block of
 * `<SolutionCode>` (its root carries `data-code-file`), in both its tabs, whose lines are the
 * `<span class="line">` of the HTML highlighted during the build.
 */

/** The attribute on `<SolutionCode>`'s root that names the file it shows. */
export const CODE_FILE_ATTRIBUTE = 'data-code-file';
/** The classes of its TypeScript and JavaScript blocks. */
export const LANGUAGE_CLASSES = {typescript: 'code-file-typescript', javascript: 'code-file-javascript'} as const;

/** The code block showing `file` on the page: the one around `from`, or the page's first. */
export function codeFileRoot(file: string, from?: Element | null): Element | null {
  return from?.closest(`[${CODE_FILE_ATTRIBUTE}]`) ?? document.querySelector(`[${CODE_FILE_ATTRIBUTE}="${CSS.escape(file)}"]`);
}

/**
 * Marks the TypeScript block's `typescriptLine` and the JavaScript block's `javascriptLine` with `className`
 * (and `aria-current`); returns what takes the marks off.
 */
export function markLine(root: Element | null, typescriptLine: number, javascriptLine: number, className: string): () => void {
  const marked = (
    [
      [LANGUAGE_CLASSES.typescript, typescriptLine],
      [LANGUAGE_CLASSES.javascript, javascriptLine],
    ] as const
  ).flatMap(([language, line]) => {
    const element = root?.querySelectorAll(`.${language} .line`)[line - 1];
    return element ? [element] : [];
  });
  for (const element of marked) {
    element.classList.add(className);
    element.setAttribute('aria-current', 'step');
  }
  return () => {
    for (const element of marked) {
      element.classList.remove(className);
      element.removeAttribute('aria-current');
    }
  };
}
