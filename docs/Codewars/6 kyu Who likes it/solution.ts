/** Builds the "likes" line from the list's length and at most its first three names: O(L) time for the L characters of the names shown, O(1) extra space. */
export function likes(names: string[]): string {
  const [first, second, third] = names;
  switch (names.length) {
    case 0:
      return 'no one likes this';
    case 1:
      return `${first} likes this`;
    case 2:
      return `${first} and ${second} like this`;
    case 3:
      return `${first}, ${second} and ${third} like this`;
    default:
      return `${first}, ${second} and ${names.length - 2} others like this`;
  }
}
