/**
 * A pass-through webpack (Rspack) loader: a write-up's page
 * depends on that folder's part of the mutation report (written by index.ts),
 * so that under `npm start` a change of the part rebuilds the page. A folder
 * the report has not measured has no part yet: the page waits for one.
 */
import {existsSync} from 'node:fs';
import {locateWriteUp} from '../../../write-up/folders';
import {writeUpFolder} from '../../../write-up/mutation-report-part';
import {partFile} from './parts';

type LoaderContext = {
  resourcePath: string;
  getOptions(): {partsDir: string};
  addDependency(file: string): void;
  addMissingDependency(file: string): void;
  callback(error: null, source: string, map?: unknown, meta?: unknown): void;
};

export default function dependOnPart(this: LoaderContext, source: string, map?: unknown, meta?: unknown): void {
  const place = locateWriteUp(this.resourcePath);
  if (place.kind === 'write-up') {
    const part = partFile(this.getOptions().partsDir, writeUpFolder(place));
    if (existsSync(part)) this.addDependency(part);
    else this.addMissingDependency(part);
  }
  this.callback(null, source, map, meta);
}
