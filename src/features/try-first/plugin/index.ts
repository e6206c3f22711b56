import type {Plugin} from '@docusaurus/types';
import {TRY_FIRST} from '../choice';

/**
 * Runs in the page, from the <head>, before the body is parsed: sets the
 * attribute that hides the solution when the reader chose so on this device.
 * Like the theme's colour-mode script, it applies the choice before the first
 * paint, so the solution never flashes and nothing moves at hydration (the
 * site's own scripts start after the first paint: src/features/first-paint).
 * ES5; storage that cannot be read leaves everything shown. The switch stores
 * its one value or removes the key, so any value stored means the choice.
 */
export const HEAD_SCRIPT = `try{localStorage.getItem(${JSON.stringify(TRY_FIRST.key)})&&document.documentElement.setAttribute(${JSON.stringify(TRY_FIRST.attribute)},"")}catch(e){}`;

export default function tryFirstPlugin(): Plugin {
  return {
    name: 'try-first',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: HEAD_SCRIPT}]}),
  };
}
