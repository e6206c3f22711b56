import {useId, useState, type FormEvent} from 'react';
import {passes, type Comparison} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import {argumentText, caseWithArguments, exampleFor, parametersOf, parseArguments} from './arguments';
import {Outcome} from './Outcome';
import {formatTime, matchText, stoppedText} from './report';
import {TIME_LIMIT_MS, type Execute} from '../../solution-worker/runner';
import type {CallOutcome} from '../../solution-worker/calls';
import {RecordedStepper} from '../../step-through/PageStepper';
import {codeFileRoot} from '../../step-through/line-highlight';

type Props = {
  cases: readonly TestedCase[];
  comparison: Comparison | undefined;
  execute: Execute;
  busy: boolean;
  /** What "Step through" records: the solution's JavaScript and, with its steps (StepSummary.lines), its code block's lines. */
  stepping: {source: () => string; lines: readonly number[] | undefined; file: string};
};

type State =
  | 'running'
  | {errors: {parameter: string; message: string}[]}
  | {failed: string}
  | {stopped: true}
  | {outcome: CallOutcome; match?: {name: string; passed: boolean}}
  | {stepping: unknown[]; run: number};

const textsOf = (testCase: TestedCase | undefined) =>
  Object.fromEntries(Object.entries(testCase?.input ?? {}).map(([parameter, value]) => [parameter, argumentText(value)]));

function Result({state}: {state: State}) {
  if (state === 'running') return <p>Running…</p>;
  // The stepper, under the status line, announces its own steps.
  if ('stepping' in state) return <p>Step through your call:</p>;
  if ('errors' in state) {
    return (
      <ul>
        {state.errors.map(({parameter, message}) => (
          <li key={parameter}>{message}</li>
        ))}
      </ul>
    );
  }
  if ('failed' in state) return <p>The code could not run: {state.failed}</p>;
  if ('stopped' in state) return <p>{stoppedText(TIME_LIMIT_MS)}</p>;
  const {outcome, match} = state;
  return (
    <>
      <p>
        The solution <Outcome outcome={outcome} /> in {formatTime(outcome.ms)}.
      </p>
      {match && <p>{matchText(match.name, match.passed)}</p>}
    </>
  );
}

/** "Your own arguments": one JSON field per parameter, pre-filled from a case, run on the page's solution. */
export function OwnArguments({cases, comparison, execute, busy, stepping}: Props) {
  const id = useId();
  const parameters = parametersOf(cases);
  const [texts, setTexts] = useState(() => textsOf(cases[0]));
  const [state, setState] = useState<State>();
  const invalid = new Set(typeof state === 'object' && 'errors' in state ? state.errors.map(({parameter}) => parameter) : []);

  const parse = () =>
    parseArguments(
      parameters.map((parameter) => ({parameter, text: texts[parameter] ?? ''})),
      Object.fromEntries(parameters.map((parameter) => [parameter, exampleFor(cases, parameter)])),
    );

  function stepThrough() {
    const parsed = parse();
    setState((was) => {
      if (!parsed.ok) return {errors: parsed.errors};
      // Each press records again, in a stepper of its own.
      return {stepping: parsed.values, run: typeof was === 'object' && 'run' in was ? was.run + 1 : 0};
    });
  }

  async function run(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = parse();
    if (!parsed.ok) return setState({errors: parsed.errors});
    setState('running');
    const result = await execute([parsed.values]);
    if ('failed' in result) return setState(result);
    const outcome = result.outcomes[0];
    if (outcome === undefined) return setState({stopped: true});
    const tested = caseWithArguments(cases, parsed.values);
    const passed = tested !== undefined && 'returned' in outcome && passes(outcome.returned, tested.expected, comparison);
    setState({outcome, match: tested && {name: tested.name, passed}});
  }

  return (
    <form className="margin-top--lg" onSubmit={(event) => void run(event)} noValidate>
      <fieldset className="code-runner-fieldset">
        <legend>
          <strong>Your own arguments, in JSON</strong>
        </legend>
        <div className="margin-vert--sm">
          <label htmlFor={`${id}-case`}>Fill in a tested case</label>
          <select
            id={`${id}-case`}
            className="code-runner-input code-runner-select"
            onChange={(event) => setTexts(textsOf(cases[Number(event.target.value)]))}
            defaultValue={0}
          >
            {cases.map(({name}, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {parameters.map((parameter) => (
          <div key={parameter} className="margin-bottom--sm">
            <label htmlFor={`${id}-${parameter}`}>
              <code>{parameter}</code>
            </label>
            <input
              id={`${id}-${parameter}`}
              className="code-runner-input"
              type="text"
              value={texts[parameter] ?? ''}
              onChange={(event) => setTexts({...texts, [parameter]: event.target.value})}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              aria-invalid={invalid.has(parameter) || undefined}
              aria-describedby={invalid.has(parameter) ? `${id}-result` : undefined}
            />
          </div>
        ))}
        <div className="code-runner-buttons">
          <button type="submit" className="button button--primary button--sm" aria-disabled={busy}>
            Run
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={stepThrough}>
            Step through
          </button>
        </div>
      </fieldset>
      <div id={`${id}-result`} role="status" className="margin-top--sm">
        {state && <Result state={state} />}
      </div>
      {typeof state === 'object' && 'stepping' in state && (
        <RecordedStepper
          key={state.run}
          source={stepping.source()}
          args={state.stepping}
          lines={stepping.lines}
          code={() => codeFileRoot(stepping.file)}
        />
      )}
    </form>
  );
}
