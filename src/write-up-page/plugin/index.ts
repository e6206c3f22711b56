import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {CODE_FILE_LOADER} from '../../features/code-blocks/code-file';

type Configuration = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Names the loader the pages import their tested files with (`!!code-file!./solution.ts`, ../code-file/loader.ts). */
export default function writeUpPagePlugin(): Plugin {
  return {
    name: 'write-up-page',
    configureWebpack() {
      return {resolveLoader: {alias: {[CODE_FILE_LOADER]: path.join(__dirname, '../code-file/loader.cjs')}}} satisfies Configuration;
    },
  };
}
