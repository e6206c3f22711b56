import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Comparison} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import {markSolved, passedEveryCase, readDraft, saveDraft} from '../../progress/progress';
import type {CaseResult} from './report';
import {RunTests} from './RunTests';
import type {Execute} from '../../solution-worker/runner';
import type {OpenedEditor} from './own-code/editor';
import {signatureStub} from './own-code/signature';

type Props = {
  cases: readonly TestedCase[];
  comparison: Comparison | undefined;
  /** The page's solution.ts as TypeScript text: the editor starts from its signature. */
  typescript: () => string;
  /** Runs JavaScript text on argument lists in the runner's worker, as the page's own tests run. */
  executeSource: (source: string) => Execute;
  busy: boolean;
};

const storage = () => window.localStorage;

type Loaded = {editor: OpenedEditor; strip: Pick<typeof import('./own-code/editor'), 'stripTypes' | 'describeSyntax'>};

/**
 * "Write your own": the reader's TypeScript or JavaScript in an editor, run against every case with the page's
 * judge and report. The editor and the type stripping are fetched on the first press of the button; the code runs
 * only in the worker. The draft is kept on this device, per write-up, and a run that passes every case marks the
 * write-up solved in the problem index.
 */
export function OwnCode({cases, comparison, typescript, executeSource, busy}: Props) {
  const route = useLocation().pathname;
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'closed' | 'loading' | Loaded | {failed: string}>('closed');
  const [solved, setSolved] = useState(false);
  const loaded = typeof state === 'object' && 'editor' in state ? state : undefined;
  useEffect(() => () => loaded?.editor.destroy(), [loaded]);

  async function open() {
    if (state !== 'closed' && !(typeof state === 'object' && 'failed' in state)) return loaded?.editor.focus();
    setState('loading');
    try {
      const module = await import('./own-code/editor');
      const text = readDraft(storage, route) ?? signatureStub(typescript());
      const editor = module.openEditor(host.current!, text, 'Your code', (next) => saveDraft(storage, route, next));
      setState({editor, strip: module});
      editor.focus();
    } catch (error) {
      setState({failed: error instanceof Error ? error.message : String(error)});
    }
  }

  const execute: Execute = async (calls) => {
    if (!loaded) return {failed: 'open the editor first.'};
    const stripped = loaded.strip.stripTypes(loaded.editor.text());
    if ('syntax' in stripped) return {failed: `your code has a syntax error at ${loaded.strip.describeSyntax(stripped.syntax)}.`};
    return executeSource(stripped.javascript)(calls);
  };

  function onResults(results: CaseResult[], stopped: boolean) {
    if (passedEveryCase(results, stopped)) {
      markSolved(storage, route);
      setSolved(true);
    }
  }

  return (
    <section className="margin-top--lg" aria-label="Write your own">
      <Heading as="h3" style={{fontSize: '1rem'}}>
        Write your own
      </Heading>
      <p>
        Write the function in TypeScript or JavaScript and run it against every case. Your draft stays on this device. Tab leaves the
        editor.
      </p>
      {!loaded && (
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-disabled={state === 'loading'}
          onClick={() => void open()}
        >
          {state === 'loading' ? 'Opening the editor…' : 'Open the editor'}
        </button>
      )}
      {typeof state === 'object' && 'failed' in state && (
        <p role="alert">{`The editor could not be loaded (${state.failed}); check the connection and try again.`}</p>
      )}
      <div ref={host} />
      {loaded && (
        <>
          <div className="code-runner-buttons">
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                loaded.editor.replace(signatureStub(typescript()));
                loaded.editor.focus();
              }}
            >
              Start again from the signature
            </button>
          </div>
          <div className="margin-top--sm">
            <RunTests
              cases={cases}
              comparison={comparison}
              execute={execute}
              busy={busy}
              label="Run against the tests"
              onResults={onResults}
            />
          </div>
          {solved && <p>Solved: every case passed. The problem index marks this write-up on this device.</p>}
        </>
      )}
    </section>
  );
}
