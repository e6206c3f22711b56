import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {STEP_THROUGH_LOADER} from './loader-name';

type Configuration = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Names the loader that records a shown file's steps during the build (loader/step-through-loader.ts). */
export default function stepThroughPlugin(): Plugin {
  return {
    name: 'step-through',
    configureWebpack() {
      return {
        resolveLoader: {alias: {[STEP_THROUGH_LOADER]: path.join(__dirname, '../loader/step-through-loader.cjs')}},
      } satisfies Configuration;
    },
  };
}
