/**
 * The reader's editor, CodeMirror 6, with the type stripping: one chunk, fetched when the reader first opens "Write
 * your own" (scripts/bench/README.md gives its size), never with the page or the runner.
 *
 * Tab is left unbound, as CodeMirror's accessibility guide asks: it moves the focus out of the editor, as in any
 * text field. Enter keeps the indentation, and Mod-] / Mod-[ indent and dedent the selected lines.
 */
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {EditorState} from '@codemirror/state';
import {EditorView, keymap, lineNumbers} from '@codemirror/view';
import {tags} from '@lezer/highlight';

export {stripTypes, describeSyntax} from './strip';

/**
 * The code's colours are custom properties that the theme below sets for each colour mode, so that one style serves
 * both modes with the contrast axe asks for.
 */
const highlight = HighlightStyle.define([
  {tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword], color: 'var(--own-code-keyword)'},
  {tag: [tags.string, tags.regexp], color: 'var(--own-code-string)'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--own-code-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--own-code-comment)', fontStyle: 'italic'},
  {
    tag: [tags.function(tags.variableName), tags.function(tags.definition(tags.variableName)), tags.typeName],
    color: 'var(--own-code-name)',
  },
]);

/**
 * The editor's look, in this chunk with CodeMirror's own styles: as a CSS module it would join the one stylesheet
 * that every page loads (Docusaurus puts every CSS module there), more on every first load.
 * Each colour has at least 4.5:1 contrast on the editor's background in its mode.
 */
const theme = EditorView.theme({
  '&': {
    '--own-code-keyword': '#8250df',
    '--own-code-string': '#116329',
    '--own-code-number': '#0550ae',
    '--own-code-comment': '#57606a',
    '--own-code-name': '#953800',
    margin: '0.5rem 0',
    color: 'var(--ifm-font-color-base)',
    backgroundColor: 'var(--ifm-background-surface-color)',
    border: '1px solid var(--ifm-color-emphasis-600)',
    borderRadius: 'var(--ifm-global-radius)',
    fontSize: '0.9rem',
  },
  "[data-theme='dark'] &": {
    '--own-code-keyword': '#d2a8ff',
    '--own-code-string': '#7ee787',
    '--own-code-number': '#79c0ff',
    '--own-code-comment': '#9ea7b3',
    '--own-code-name': '#ffa657',
  },
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '1px'},
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)', caretColor: 'var(--ifm-font-color-base)', minHeight: '8rem'},
  '.cm-gutters': {backgroundColor: 'var(--ifm-color-emphasis-100)', color: 'var(--ifm-color-emphasis-800)', border: 'none'},
  '&.cm-focused .cm-matchingBracket': {backgroundColor: 'var(--ifm-color-emphasis-300)'},
});

export type OpenedEditor = {text(): string; replace(text: string): void; focus(): void; destroy(): void};

/** Opens an editor in `parent` with `text`, calling `onChange` with the whole text after every edit. */
export function openEditor(parent: HTMLElement, text: string, label: string, onChange: (text: string) => void): OpenedEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        indentOnInput(),
        bracketMatching(),
        javascript({typescript: true}),
        syntaxHighlighting(highlight),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({'aria-label': label}),
        theme,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    text: () => view.state.doc.toString(),
    replace: (next) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: next}}),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
