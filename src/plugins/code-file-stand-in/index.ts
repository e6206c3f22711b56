import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** STAND-IN until src/highlight's code-file loader lands: registers `code-file` as a loader name. */
export default function codeFileStandInPlugin(): Plugin {
  return {
    name: 'code-file-stand-in',
    configureWebpack() {
      return {resolveLoader: {alias: {'code-file': path.join(__dirname, 'loader.cjs')}}};
    },
  };
}
