// Runs Pagefind's Node API on a built site: `node index-site.mjs <site dir> <options JSON>`.
// A separate Node process because Docusaurus loads plugins with jiti, which
// turns import() into require(), and `pagefind` is an ES module only.
// Prints {"pages": N} on success; sets exit code 1 and prints a message otherwise.
import path from 'node:path';
import * as pagefind from 'pagefind';

const [siteDir, optionsJson] = process.argv.slice(2);
/** @type {{bundleDir: string, excludeSelectors: string[]}} */
const options = JSON.parse(optionsJson ?? '{}');

/**
 * Whether the binary that runs is Pagefind's extended build, the one that
 * segments Chinese: it splits a Chinese phrase with no spaces into words,
 * where the standard build keeps it as one word.
 */
async function segmentsChinese() {
  const {index, errors} = await pagefind.createIndex();
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const {file} = await index.addCustomRecord({url: '/segmentation-check/', content: '解題筆記', language: 'zh'});
  await index.deleteIndex();
  return file.uniqueWords > 1;
}

async function main() {
  if (!(await segmentsChinese())) {
    throw new Error(
      "Pagefind's standard build ran, which does not segment Chinese: the extended one (pagefind_extended in " +
        '@pagefind/<platform>) is needed. Reinstall with `npm ci`, or unset PAGEFIND_BINARY_PATH.',
    );
  }
  const {index, errors} = await pagefind.createIndex({excludeSelectors: options.excludeSelectors});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({path: siteDir});
  if (added.errors.length > 0) throw new Error(`Pagefind could not index ${siteDir}: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({outputPath: path.join(siteDir, options.bundleDir)});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  return added.page_count;
}

try {
  console.log(JSON.stringify({pages: await main()}));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await pagefind.close();
}
