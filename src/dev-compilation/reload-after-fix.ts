/**
 * Under `npm start`, where a page's module is compiled when a tab first asks for it (./lazy-pages.ts): after the open
 * page failed to compile and was fixed, the hot update brings the fixed module but, once another page compiled that
 * way has been opened, Docusaurus does not render it again: the error overlay goes and the page stays as it was
 * before the mistake (2026-11-27; with every page compiled at the start it came back). The update that brings the fix
 * first runs the failed build's module, which throws "Module build failed". So after such an update, a page that
 * does not change within `SETTLE_MS` is reloaded, and the reload compiles the fixed page.
 */
type HotStatus = 'idle' | 'check' | 'prepare' | 'ready' | 'dispose' | 'apply' | 'abort' | 'fail';
type Hot = {addStatusHandler(handler: (status: HotStatus) => void): void};

/** What the module of a failed build throws when an update runs it. */
export const FAILED_BUILD = 'Module build failed';

/** How long a fixed page may take to render after its update: it changed 0.6 s after the update that brought the fix (2026-11-27, 21 write-ups). */
export const SETTLE_MS = 1500;

/** Whether an error's message says that an update ran the module of a failed build. */
export const ranFailedBuild = (message: unknown): boolean => typeof message === 'string' && message.includes(FAILED_BUILD);

const hot = (import.meta as ImportMeta & {webpackHot?: Hot}).webpackHot;

if (hot) {
  let failed = false;
  const note = (message: unknown) => {
    if (ranFailedBuild(message)) failed = true;
  };
  window.addEventListener('error', (event) => note(event.message));
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => note((event.reason as Error | undefined)?.message));
  hot.addStatusHandler((status) => {
    if (status !== 'idle' || !failed) return;
    failed = false;
    const page = document.querySelector('main') ?? document.body;
    let changed = false;
    const watch = new MutationObserver(() => {
      changed = true;
    });
    watch.observe(page, {childList: true, subtree: true, characterData: true});
    setTimeout(() => {
      watch.disconnect();
      if (!changed) window.location.reload();
    }, SETTLE_MS);
  });
}
