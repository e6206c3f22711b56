import type {ParseFrontMatter} from '@docusaurus/types';
import {completeWriteUpFrontMatter, isWriteUpPage} from '../../write-up/front-matter';

/**
 * Docusaurus `markdown.parseFrontMatter` hook: the default parser, then the
 * write-up rules (completeWriteUpFrontMatter), so that a bad field stops the
 * build, and shows in the dev server's overlay, naming the file and the fix.
 */
export const parseWriteUpFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  return {
    ...result,
    frontMatter: isWriteUpPage(params.filePath)
      ? completeWriteUpFrontMatter(params.filePath, result.frontMatter, {fileContent: params.fileContent})
      : result.frontMatter,
  };
};
