/**
 * Shows a new announcement on the first page load after its id changed.
 *
 * Before React starts, Docusaurus 3.7's inline script hides the bar with
 * `html[data-announcement-bar-initially-dismissed=true]` whenever the visitor
 * dismissed *a* bar, without comparing ids. After hydration the theme notices
 * the new id and resets the stored dismissal, but never clears that attribute,
 * so a visitor who dismissed the previous message would not see the new one
 * until the next full page load. This runs before hydration and clears the
 * attribute exactly when the theme is about to reset the dismissal.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const ID_KEY = 'docusaurus.announcement.id';

function storedAnnouncementId(): string | null | undefined {
  try {
    return window.localStorage.getItem(ID_KEY);
  } catch {
    return undefined; // Storage unavailable: the inline script did not hide the bar either.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const announcementBar = siteConfig.themeConfig.announcementBar as {id?: string} | undefined;
  const stored = storedAnnouncementId();
  if (announcementBar?.id && stored !== undefined && stored !== announcementBar.id) {
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }
}
