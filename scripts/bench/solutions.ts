/**
 * Times each solution on the largest input its platform allows (median of 5 runs).
 */
import {performance} from 'node:perf_hooks';
import {parseCommandLine} from '../lib/command-line';
import {median} from './common';
import {formatDuration} from '../../docs/Codewars/4 kyu Human readable duration format/solution';
import {topThreeWords} from '../../docs/Codewars/4 kyu Most frequently used words in a text/solution';
import {toUnderscore} from '../../docs/Codewars/5 kyu Convert PascalCase string into snake_case/solution';
import {firstNonRepeatingLetter} from '../../docs/Codewars/5 kyu First non-repeating character/solution';
import {search} from '../../docs/LeetCode/Binary Search/solution';
import {check} from '../../docs/LeetCode/Check if Array Is Sorted and Rotated/solution';
import {areAlmostEqual} from '../../docs/LeetCode/Check if One String Swap Can Make Strings Equal/solution';
import {countBadPairs} from '../../docs/LeetCode/Count Number of Bad Pairs/solution';
import {countOdds} from '../../docs/LeetCode/Count Odd Numbers in an Interval Range/solution';
import {coloredCells} from '../../docs/LeetCode/Count Total Number of Colored Cells/solution';
import {fib} from '../../docs/LeetCode/Fibonacci Number/solution';
import {intersection} from '../../docs/LeetCode/Intersection of Two Arrays/solution';
import {isSubsequence} from '../../docs/LeetCode/Is Subsequence/solution';
import {longestMonotonicSubarray} from '../../docs/LeetCode/Longest Strictly Increasing or Strictly Decreasing Subarray/solution';
import {areaOfMaxDiagonal} from '../../docs/LeetCode/Maximum Area of Longest Diagonal Rectangle/solution';
import {maxAscendingSum} from '../../docs/LeetCode/Maximum Ascending Subarray Sum/solution';
import {minSubArrayLen} from '../../docs/LeetCode/Minimum Size Subarray Sum/solution';
import {minSubArrayLen as minSubArrayLenBinarySearch} from '../../docs/LeetCode/Minimum Size Subarray Sum/binary-search';
import {canConstruct} from '../../docs/LeetCode/Ransom Note/solution';
import {isArraySpecial} from '../../docs/LeetCode/Special Array I/solution';

const random = (n: number, max: number) => Array.from({length: n}, () => 1 + Math.floor(Math.random() * max));
const letters = (n: number) => Array.from({length: n}, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
const words = Array.from({length: 100_000}, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join(' ');

/** [name, largest input described, run] */
const CASES: [string, string, () => unknown][] = [
  ['formatDuration', 'MAX_SAFE_INTEGER seconds', () => formatDuration(Number.MAX_SAFE_INTEGER)],
  ['topThreeWords', '100,000 words', () => topThreeWords(words)],
  ['toUnderscore', '100,000 characters', () => toUnderscore('AbcDef'.repeat(16_667))],
  ['firstNonRepeatingLetter', '100,000 characters', () => firstNonRepeatingLetter(`${letters(99_999)}Z`)],
  [
    'search',
    '10^4 elements',
    () =>
      search(
        Array.from({length: 10_000}, (_, i) => i),
        9_999,
      ),
  ],
  ['check', '100 elements', () => check(Array.from({length: 100}, (_, i) => (i + 50) % 100))],
  ['areAlmostEqual', '100 characters', () => areAlmostEqual(letters(100), letters(100))],
  ['countBadPairs', '10^5 elements', () => countBadPairs(random(100_000, 1e9))],
  ['countOdds', '0 to 10^9', () => countOdds(0, 1e9)],
  ['coloredCells', 'n = 10^5', () => coloredCells(100_000)],
  ['fib', 'n = 30', () => fib(30)],
  ['intersection', '1,000 + 1,000 elements', () => intersection(random(1_000, 1_000), random(1_000, 1_000))],
  ['isSubsequence', '100 in 10^4 characters', () => isSubsequence(letters(100), letters(10_000))],
  ['longestMonotonicSubarray', '50 elements', () => longestMonotonicSubarray(random(50, 50))],
  ['areaOfMaxDiagonal', '100 rectangles', () => areaOfMaxDiagonal(Array.from({length: 100}, () => random(2, 100)))],
  ['maxAscendingSum', '100 elements', () => maxAscendingSum(random(100, 100))],
  ['minSubArrayLen (sliding window)', '10^5 elements', () => minSubArrayLen(1e9, random(100_000, 10_000))],
  ['minSubArrayLen (binary search)', '10^5 elements', () => minSubArrayLenBinarySearch(1e9, random(100_000, 10_000))],
  ['canConstruct', '10^5 + 10^5 letters', () => canConstruct(letters(100_000), letters(100_000))],
  ['isArraySpecial', '100 elements', () => isArraySpecial(Array.from({length: 100}, (_, i) => i))],
];

parseCommandLine('Usage: npm run bench:solutions', {});
console.log('| Solution | Largest input | Median of 5 (ms) |\n| --- | --- | ---: |');
for (const [name, input, run] of CASES) {
  const times = Array.from({length: 5}, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  console.log(`| ${name} | ${input} | ${median(times).toFixed(2)} |`);
}
