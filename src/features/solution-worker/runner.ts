import type {CallOutcome, RunReport, RunRequest} from './calls';
import type {Trace} from './trace';

/**
 * How long a run may take once the solution is loaded, in milliseconds. Every solution answers its platform's
 * largest input in under 0.2 s on the development machine (`npm run bench:solutions`), and a phone is a few times
 * slower: 5 s leaves them room many times over, and is as long as a reader should wait before being told.
 */
export const TIME_LIMIT_MS = 5000;

/** What the page's thread needs of a worker (a Worker, or a stand-in in unit tests). */
export type RunnerWorker = {
  onmessage: ((event: MessageEvent<RunReport>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: RunRequest): void;
  terminate(): void;
};

/** The outcome of a run: each call's outcome in order (missing past the limit, with `stopped`), or why none ran. */
export type RunResult = {outcomes: (CallOutcome | undefined)[]; stopped: boolean} | {failed: string};

/** Runs argument lists through the page's solution: what the runner's parts are given. */
export type Execute = (calls: unknown[][]) => Promise<RunResult>;

/** The outcome of a recording: the steps, or stopped at the time limit, or why nothing ran. */
export type RecordResult = {trace: Trace} | {stopped: true} | {failed: string};

/**
 * Runs argument lists through a solution in a worker, one run at a time. The worker is created on the first run and
 * kept for the next; a run that passes the limit terminates it (the only way to stop a loop that never yields), and
 * the next run creates a fresh one.
 */
export function createRunner(startWorker: () => RunnerWorker, limitMs: number = TIME_LIMIT_MS) {
  let worker: RunnerWorker | undefined;
  const retire = (done: RunnerWorker) => {
    done.terminate();
    if (worker === done) worker = undefined;
  };
  /** Ends the worker, if there is one (the page is left): a run under way never resolves. */
  const dispose = () => worker && retire(worker);
  return {run, record, dispose};

  function run(request: RunRequest & {calls: unknown[][]}): Promise<RunResult> {
    if (request.calls.length === 0) return Promise.resolve({outcomes: [], stopped: false});
    const outcomes: (CallOutcome | undefined)[] = request.calls.map(() => undefined);
    let received = 0;
    return exchange<RunResult>(request, {outcomes, stopped: true}, (data, finish) => {
      if (!('index' in data)) return;
      outcomes[data.index] = data.outcome;
      if (++received === outcomes.length) finish({outcomes, stopped: false});
    });
  }

  /** Records the solution's steps on one argument list (src/features/step-through), within the same time limit. */
  function record(request: RunRequest & {record: unknown}): Promise<RecordResult> {
    return exchange<RecordResult>(request, {stopped: true}, (data, finish) => {
      if ('recorded' in data) finish({trace: data.recorded});
    });
  }

  /** Sends one request and listens until `onReport` finishes it, the time limit passes (`stopped`) or the worker fails. */
  function exchange<Result>(
    request: RunRequest,
    stopped: Result,
    onReport: (data: RunReport, finish: (result: Result) => void) => void,
  ): Promise<Result | {failed: string}> {
    const current = (worker ??= startWorker());
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (result: Result | {failed: string}) => {
        clearTimeout(timer);
        current.onmessage = null;
        current.onerror = null;
        resolve(result);
      };
      current.onmessage = ({data}) => {
        if ('failed' in data) return finish({failed: data.failed});
        if ('started' in data) {
          timer = setTimeout(() => {
            retire(current);
            finish(stopped);
          }, limitMs);
          return;
        }
        onReport(data, finish);
      };
      current.onerror = (event) => {
        retire(current);
        finish({failed: `the runner did not start (${event.message || 'its script did not load'}); reload the page and try again.`});
      };
      current.postMessage(request);
    });
  }
}
