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
  if (trailingSlash && !path.endsWith('/')) path += '/';
  return siteUrl + path;
}
