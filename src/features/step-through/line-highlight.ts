/**
 * The stepper marks the current line in the code block the page already shows, not in a copy: the block of
 * `<SolutionCode>` (its root carries `data-code-file`), in both its tabs, whose lines are the
 * `<span class="line">` of the HTML highlighted during the build.
 */

import {CODE_FILE_ATTRIBUTE, LANGUAGE_CLASSES} from '../code-blocks/SolutionCode/dom';

/** The page's first code block showing `file`. */
export function codeFileRoot(file: string): Element | null {
  return document.querySelector(`[${CODE_FILE_ATTRIBUTE}="${CSS.escape(file)}"]`);
}

/** The code block that holds `element` (a Step through section under it). */
export function enclosingCodeFile(element: Element | null): Element | null {
  return element?.closest(`[${CODE_FILE_ATTRIBUTE}]`) ?? null;
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
