/**
 * The code runner's worker: imports the page's solution (its JavaScript text, which imports nothing) as a module
 * from a Blob URL, and calls its one exported function with each argument list it is sent, or records its steps
 * on one (Step through). It runs off the page's
 * thread, so a solution that runs too long never freezes the page, and the page can stop it (terminate()).
 */
import {callSolution, describeError, solutionFunction, type CallOutcome, type RunReport, type RunRequest} from './calls';

type Solution = ReturnType<typeof solutionFunction>;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage(report: RunReport): void;
};

let loaded: {source: string; solution: Promise<Solution>} | undefined;

function load(source: string): Promise<Solution> {
  if (loaded?.source !== source) {
    const url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    const solution = import(/* webpackIgnore: true */ url).then((module: Record<string, unknown>) => solutionFunction(module));
    loaded = {source, solution: solution.finally(() => URL.revokeObjectURL(url))};
  }
  return loaded.solution;
}

function post(index: number, outcome: CallOutcome): void {
  try {
    scope.postMessage({index, outcome});
  } catch (error) {
    // A value the structured clone cannot copy, such as a function.
    scope.postMessage({index, outcome: {threw: `the value returned cannot be shown (${describeError(error)})`, ms: outcome.ms}});
  }
}

/**
 * Records the solution's steps on one argument list. The recorder (with its parser, acorn) is a chunk of
 * its own, fetched on the first Step through: a run of the tests never loads it.
 */
async function record(source: string, {args, limit}: {args: unknown[]; limit: number}): Promise<void> {
  const {recordCall} = await import('./record');
  scope.postMessage({started: true});
  scope.postMessage({recorded: recordCall(source, 'solution.js', args, limit)});
}

scope.onmessage = ({data}) => {
  if ('record' in data) {
    record(data.source, data.record).catch((error: unknown) => scope.postMessage({failed: describeError(error)}));
    return;
  }
  load(data.source).then(
    (solution) => {
      scope.postMessage({started: true});
      data.calls.forEach((args, index) => post(index, callSolution(solution, args)));
    },
    (error: unknown) => scope.postMessage({failed: describeError(error)}),
  );
};
