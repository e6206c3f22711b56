import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {RunReport, RunRequest} from './calls';
import {TIME_LIMIT_MS, createRunner, type RunnerWorker} from './runner';

/** A worker stand-in: records what it is sent and whether it was terminated; the test answers for it. */
class FakeWorker implements RunnerWorker {
  onmessage: RunnerWorker['onmessage'] = null;
  onerror: RunnerWorker['onerror'] = null;
  sent: RunRequest[] = [];
  terminated = false;
  postMessage(request: RunRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(report: RunReport) {
    this.onmessage?.({data: report} as MessageEvent<RunReport>);
  }
}

const REQUEST: RunRequest = {source: 'export function f(n) { return n; }', calls: [[1], [2]]};

describe('createRunner', () => {
  let workers: FakeWorker[];
  let run: ReturnType<typeof createRunner>['run'];
  let dispose: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    ({run, dispose} = createRunner(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    }));
  });
  afterEach(() => vi.useRealTimers());

  it('creates no worker before the first run, and sends the request to it', () => {
    expect(workers).toHaveLength(0);
    void run(REQUEST);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toEqual([REQUEST]);
  });

  it('resolves with every outcome in call order once the last arrives', async () => {
    const result = run(REQUEST);
    const worker = workers[0]!;
    worker.answer({started: true});
    worker.answer({index: 1, outcome: {returned: 2, ms: 0.1}});
    worker.answer({index: 0, outcome: {threw: 'Error: no', ms: 0.2}});
    await expect(result).resolves.toEqual({
      outcomes: [
        {threw: 'Error: no', ms: 0.2},
        {returned: 2, ms: 0.1},
      ],
      stopped: false,
    });
    expect(worker.terminated).toBe(false);
  });

  it('keeps the worker for the next run', async () => {
    const first = run({...REQUEST, calls: [[1]]});
    workers[0]!.answer({started: true});
    workers[0]!.answer({index: 0, outcome: {returned: 1, ms: 0}});
    await first;
    void run(REQUEST);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toHaveLength(2);
  });

  it('stops a run at the time limit, terminates its worker, keeps what arrived, and starts a fresh worker next time', async () => {
    const result = run(REQUEST);
    const worker = workers[0]!;
    worker.answer({started: true});
    worker.answer({index: 0, outcome: {returned: 1, ms: 0}});
    vi.advanceTimersByTime(TIME_LIMIT_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(result).resolves.toEqual({outcomes: [{returned: 1, ms: 0}, undefined], stopped: true});
    expect(worker.terminated).toBe(true);
    void run(REQUEST);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent).toEqual([REQUEST]);
  });

  it('counts the limit from the moment the solution is loaded, not while it loads', async () => {
    const result = run({...REQUEST, calls: [[1]]});
    vi.advanceTimersByTime(3 * TIME_LIMIT_MS);
    workers[0]!.answer({started: true});
    workers[0]!.answer({index: 0, outcome: {returned: 1, ms: 0}});
    await expect(result).resolves.toEqual({outcomes: [{returned: 1, ms: 0}], stopped: false});
  });

  it('passes on why the solution could not be loaded', async () => {
    const result = run(REQUEST);
    workers[0]!.answer({failed: 'Error: solution.ts must export exactly one function'});
    await expect(result).resolves.toEqual({failed: 'Error: solution.ts must export exactly one function'});
  });

  it('reports a worker that fails to start, and replaces it on the next run', async () => {
    const result = run(REQUEST);
    workers[0]!.onerror?.({message: ''} as ErrorEvent);
    await expect(result).resolves.toEqual({
      failed: 'the runner did not start (its script did not load); reload the page and try again.',
    });
    void run(REQUEST);
    expect(workers).toHaveLength(2);
  });

  it('answers at once, with no worker, when there is nothing to call', async () => {
    await expect(run({...REQUEST, calls: []})).resolves.toEqual({outcomes: [], stopped: false});
    expect(workers).toHaveLength(0);
  });

  it('terminates its worker when disposed of, and does nothing without one', () => {
    dispose();
    void run(REQUEST);
    dispose();
    expect(workers.map(({terminated}) => terminated)).toEqual([true]);
  });
});
