/**
 * A page's canonical URL, percent-encoded as the sitemap writes it, whether
 * the path comes raw from the server render (`/LeetCode/Binary Search/`) or
 * encoded from the browser's location (`/LeetCode/Binary%20Search/`).
 */
export function canonicalUrl(siteUrl: string, pathname: string, trailingSlash: boolean | undefined): string {
  let path: string;
  try {
    path = encodeURI(decodeURI(pathname));
  } catch {
    path = encodeURI(pathname);
  }
  // A file's path (the not-found page's /404.html) keeps its name: GitHub Pages serves no /404.html/.
  if (trailingSlash && !path.endsWith('/') && !/\.html$/.test(path)) path += '/';
  return siteUrl + path;
}
