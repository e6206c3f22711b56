import type {RunnerWorker} from './runner';

/**
 * The worker's script is a chunk of its own, fetched when the first run starts. A classic worker: the bundle's chunks
 * are not ES modules, and Rspack drops a `type: 'module'` given here; the worker's import() of the solution works in
 * classic workers too.
 */
export function startWorker(): RunnerWorker {
  return new Worker(new URL('./worker.ts', import.meta.url));
}
