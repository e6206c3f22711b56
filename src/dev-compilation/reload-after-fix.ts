/**
 * Under `npm start`, where a page's module is compiled when a tab first asks for it (./lazy-pages.ts): after the open
 * page failed to compile and was fixed, the hot updates bring the fixed module but, once another page compiled that
 * way has been opened, Docusaurus does not render the page again: the error overlay goes and the page stays as it
 * was before the mistake. The update that brings the fix first runs the failed build's module, which throws "Module
 * build failed". So after such an update, once the tab has every update the server announced, the tab is reloaded
 * unless Docusaurus' client entry ran again since, which renders the page (it runs again on every update that reaches
 * it, and sets `window.docusaurus` when it does).
 *
 * The decision waits for events, not for time: an earlier version reloaded a page whose content did not change
 * within 1.5 s of the update, and on a loaded machine, where the fix back to the page as it was compiled apart from
 * the next edit, it reloaded a page Docusaurus had rendered, the same as before the mistake.
 */
type HotStatus = 'idle' | 'check' | 'prepare' | 'ready' | 'dispose' | 'apply' | 'abort' | 'fail';
type Hot = {addStatusHandler(handler: (status: HotStatus) => void): void};

declare const __webpack_hash__: string;

/** What the module of a failed build throws when an update runs it. */
export const FAILED_BUILD = 'Module build failed';

/** Whether an error's message says that an update ran the module of a failed build. */
export const ranFailedBuild = (message: unknown): boolean => typeof message === 'string' && message.includes(FAILED_BUILD);

/** The message the dev server's client posts to the window with each compilation's hash, before it applies it. */
const HOT_UPDATE = 'webpackHotUpdate';

/** The hash a `webpackHotUpdate` message announces, if it is one. */
export const announcedHash = (data: unknown): string | undefined =>
  typeof data === 'string' && data.startsWith(HOT_UPDATE) ? data.slice(HOT_UPDATE.length) : undefined;

const hot = (import.meta as ImportMeta & {webpackHot?: Hot}).webpackHot;

if (hot) {
  let failed = false;
  let entryRan = false;
  let announced: string | undefined;
  window.addEventListener('message', (event) => (announced = announcedHash(event.data) ?? announced));
  const note = (message: unknown) => {
    if (!ranFailedBuild(message)) return;
    failed = true;
    entryRan = false;
  };
  window.addEventListener('error', (event) => note(event.message));
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => note((event.reason as Error | undefined)?.message));
  const site = window as unknown as {docusaurus?: unknown};
  let docusaurus = site.docusaurus;
  Object.defineProperty(site, 'docusaurus', {
    configurable: true,
    get: () => docusaurus,
    set(value: unknown) {
      docusaurus = value;
      entryRan = true;
    },
  });
  hot.addStatusHandler((status) => {
    // Another update follows while the tab is behind the server's last compilation.
    if (status !== 'idle' || !failed || (announced !== undefined && announced !== __webpack_hash__)) return;
    failed = false;
    if (!entryRan) window.location.reload();
  });
}
