import {useEffect, useId, useMemo, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {changeText, endText, traceChanges} from '../changes';
import {markLine} from '../line-highlight';
import {pointersInto} from '../pointers';
import type {Trace, Variable} from '../../solution-worker/trace';
import css from './styles.on-demand.css';

type Props = {
  trace: Trace;
  /** The TypeScript line of each JavaScript line, when they differ (StepSummary.lines). */
  lines: readonly number[] | undefined;
  /** The code block whose lines the stepper marks. */
  code: () => Element | null;
};

/** An array or a string as cells, each with its index, and the index variables that point at it. */
function Cells({variable, vars}: {variable: Variable; vars: readonly Variable[]}) {
  const pointers = pointersInto(variable, vars);
  return (
    <ol className="step-through-cells" start={0}>
      {variable.value.cells!.map((cell, index) => (
        <li key={index} className={clsx('step-through-cell', pointers.has(index) && 'step-through-pointed')}>
          <code className="step-through-value">{cell}</code>
          <span className="step-through-index">{index}</span>
          {pointers.has(index) && <span className="step-through-pointer">↑ {pointers.get(index)!.join(', ')}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The stepper over a recorded call: Previous and Next, the arrow keys (Home and End) and a slider move
 * through the steps; the current line is marked in the page's code block; the variables in scope are listed,
 * the changed ones marked, arrays and strings drawn as cells with the index variables pointing at theirs; a
 * live region announces each step.
 */
export function Stepper({trace, lines, code}: Props) {
  const id = useId();
  const [current, setCurrent] = useState(0);
  const {changed} = useMemo(() => traceChanges(trace.steps), [trace]);
  const last = trace.steps.length - 1;
  const step = trace.steps[current];
  const pageLine = (line: number) => lines?.[line - 1] ?? line;

  useEffect(() => (step ? markLine(code(), pageLine(step.line), step.line, 'step-through-current-line') : undefined));

  if (!step) return <p>{endText(trace.end)}, before any step.</p>;
  const go = (to: number) => setCurrent(Math.max(0, Math.min(last, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const to = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last}[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  const changes = step.vars.filter(({name}) => changed[current]!.has(name));
  const announced = `Step ${current + 1} of ${last + 1}, line ${pageLine(step.line)}${
    changes.length > 0 ? `: ${changes.map(({name, value}) => changeText({name, to: value.text})).join(', ')}` : ''
  }${step.returns === undefined ? '' : `, returns ${step.returns}`}${current === last ? `; the call ${endText(trace.end)}` : ''}.`;

  return (
    <div className="step-through-stepper" onKeyDown={onKeyDown} role="group" aria-label="Step through">
      <style>{css}</style>
      <div className="step-through-controls">
        <button type="button" className="button button--secondary button--sm" onClick={() => go(current - 1)} aria-disabled={current === 0}>
          Previous
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => go(current + 1)}
          aria-disabled={current === last}
        >
          Next
        </button>
        <label htmlFor={`${id}-step`} className="step-through-slider-label">
          Step
        </label>
        <input
          id={`${id}-step`}
          className="step-through-slider"
          type="range"
          min={1}
          max={last + 1}
          value={current + 1}
          onChange={(event) => go(Number(event.target.value) - 1)}
          aria-valuetext={`Step ${current + 1} of ${last + 1}, line ${pageLine(step.line)}`}
        />
      </div>
      <p aria-live="polite" className="step-through-status">
        {announced}
      </p>
      {trace.end && 'cut' in trace.end && <p>The recording was cut: {endText(trace.end)}.</p>}
      <dl className="step-through-vars">
        {step.vars.map((variable) => (
          <div
            key={`${variable.frame}:${variable.name}`}
            className={clsx('step-through-var', changed[current]!.has(variable.name) && 'step-through-changed')}
          >
            <dt>
              <code>{variable.name}</code>
              {changed[current]!.has(variable.name) && <span className="badge badge--secondary step-through-badge">changed</span>}
            </dt>
            <dd>{variable.value.cells ? <Cells variable={variable} vars={step.vars} /> : <code>{variable.value.text}</code>}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
