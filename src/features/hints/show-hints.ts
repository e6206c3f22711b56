/**
 * Step: every write-up gives the reader two or three progressive hints, at the
 * end of its Problem section, unless its front matter says why it needs none
 * (`hints_not_needed: "…"`). The owner writes
 *
 *   <Hints>
 *     <Hint>A nudge toward the key observation.</Hint>
 *     <Hint>Nearly the approach, in words.</Hint>
 *   </Hints>
 *
 * and the step checks the count and the place, and turns them into plain
 * collapsed <details>, "Hint 1 of 3" and on, each hint's content (a hint on
 * one line is a paragraph, like one written over several lines) followed by
 * the next hint. A hint inside the one before it is reached only once that one
 * is open, and closing it folds the later ones with it: the reader reveals
 * them one at a time, in the same way without JavaScript, and no script ships
 * for them. The first hint is framed as the theme frames a tip, on
 * Infima's success alert, and the hints inside it share its frame: no
 * stylesheet of their own, whose rules were 74 B gzip of every page's first
 * load. It reads the parsed MDX, not the text: a commented-out
 * `<Hints>` does not count.
 */
import {toString} from 'mdast-util-to-string';
import type {Heading, Paragraph, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {WriteUpError} from '../../write-up/error';
import {HINTS_NOT_NEEDED} from '../../write-up/front-matter';
import {elementsNamed, flowElement, stringAttribute, type MdxElement} from '../../markdown/mdx';
import type {WriteUpStep} from '../../markdown/step';

/** The owner's element around the hints; the build replaces it, so it has no component. */
export const HINTS = {name: 'Hints'} as const;
/** The classes of the first hint's frame, Infima's, as the theme's tip admonition has: the later hints sit inside it. */
export const HINT_FRAME = 'alert alert--success';
/** The element of one hint, inside `<Hints>`; the build turns it into a <details>, so it has no component. */
export const HINT = 'Hint';
export const HINT_COUNT = {min: 2, max: 3} as const;

const PROBLEM = 'Problem';
const HOW = `write ${HINT_COUNT.min} or ${HINT_COUNT.max}, from a nudge toward the key observation to nearly the approach`;

const isSection = (node: RootContent): node is Heading => node.type === 'heading' && node.depth <= 2;
const isBlank = (node: {type: string; value?: string}) => node.type === 'text' && !node.value?.trim();

/** Where `<Hints>` is, unless it ends the Problem section: the one-line problem, or undefined. */
function placeProblem(tree: Root, hints: MdxElement): string | undefined {
  const problem = tree.children.findIndex((node) => isSection(node) && toString(node) === PROBLEM);
  if (problem === -1) return `the page has no "## ${PROBLEM}" section, which its <Hints> end; add it.`;
  const after = tree.children.findIndex((node, index) => index > problem && isSection(node));
  const next = after === -1 ? tree.children.length : after;
  const end = `move it to the end of the ${PROBLEM} section, after its text${after === -1 ? '' : `, just before "## ${toString(tree.children[after])}"`}`;
  const index = tree.children.indexOf(hints);
  if (index === next - 1 && index > problem) return undefined;
  if (index === -1) return `<Hints> is inside another element; ${end}.`;
  if (index < problem) return `<Hints> comes before the ${PROBLEM} section; ${end}.`;
  if (index > next) {
    const section = tree.children.slice(0, index).filter(isSection).at(-1);
    return `<Hints> is in the "${section ? toString(section) : ''}" section; ${end}.`;
  }
  return `<Hints> has more of the ${PROBLEM} section after it; ${end}.`;
}

/**
 * The hints inside `<Hints>`. MDX has already unwrapped a `<Hint>` written on
 * one line from its paragraph (remark-mdx's unravel), so each is a flow element.
 */
function hintsIn(hints: MdxElement, where: string): MdxJsxFlowElement[] {
  return hints.children.map((child) => {
    if (child.type === 'mdxJsxFlowElement' && child.name === HINT) return child;
    throw new WriteUpError(where, `<Hints> holds only <Hint> elements; put each hint in its own <Hint>…</Hint>.`);
  });
}

/** Inline Markdown: what a hint written on one line holds, which the step puts in a paragraph. */
const PHRASING = new Set([
  'text',
  'inlineCode',
  'inlineMath',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'break',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

/** A hint's content as blocks: a hint written on one line becomes a paragraph, like one written over several. */
function contentOf(hint: MdxJsxFlowElement): MdxJsxFlowElement['children'] {
  const content = hint.children.filter((node) => !isBlank(node));
  if (!content.every((node) => PHRASING.has(node.type))) return hint.children;
  return content.length ? [{type: 'paragraph', children: hint.children as Paragraph['children']}] : [];
}

export const showHints: WriteUpStep = (tree, page) => {
  const all = elementsNamed(tree, HINTS.name);
  if (page.frontMatter[HINTS_NOT_NEEDED] !== undefined) {
    if (all.length) {
      throw new WriteUpError(page.where, `the page has <Hints> and front matter field "${HINTS_NOT_NEEDED}"; remove one of them.`);
    }
    return;
  }
  const [hints, ...more] = all;
  if (!hints) {
    throw new WriteUpError(
      page.where,
      `the page has no hints; at the end of the ${PROBLEM} section, ${HOW}: <Hints><Hint>…</Hint><Hint>…</Hint></Hints> (WRITING.md, "Hints"). ` +
        `A page that needs none says why in its front matter: ${HINTS_NOT_NEEDED}: "<why>".`,
    );
  }
  if (more.length) {
    throw new WriteUpError(page.where, `the page has ${all.length} <Hints>; keep one, at the end of the ${PROBLEM} section.`);
  }
  const misplaced = placeProblem(tree, hints);
  if (misplaced) throw new WriteUpError(page.where, misplaced);
  const each = hintsIn(hints, page.where);
  if (elementsNamed(tree, HINT).length !== each.length) {
    throw new WriteUpError(page.where, `a <Hint> is outside <Hints>; put every hint inside the one <Hints>.`);
  }
  if (each.length < HINT_COUNT.min || each.length > HINT_COUNT.max) {
    throw new WriteUpError(page.where, `<Hints> holds ${each.length} hint${each.length === 1 ? '' : 's'}; ${HOW}, each in a <Hint>.`);
  }
  for (const [index, hint] of [hints, ...each].entries()) {
    const name = index === 0 ? HINTS.name : HINT;
    if (hint.attributes.length) throw new WriteUpError(page.where, `<${name}> takes no attributes; remove them.`);
  }
  const frame = stringAttribute('className', HINT_FRAME);
  // From the last hint to the first, each inside the one before it.
  const nested = each.reduceRight<MdxJsxFlowElement | undefined>((next, hint, index) => {
    const content = contentOf(hint);
    if (!content.length) throw new WriteUpError(page.where, `hint ${index + 1} is empty; write it, or remove its <Hint>.`);
    // Text right inside a flow element, as MDX parses `<summary>Hint 1 of 3</summary>` written on one line.
    const label = [{type: 'text', value: `Hint ${index + 1} of ${each.length}`}] as unknown as MdxJsxFlowElement['children'];
    const summary = flowElement('summary', [], label);
    return flowElement('details', index === 0 ? [frame] : [], [summary, ...content, ...(next ? [next] : [])]);
  }, undefined)!;
  Object.assign(hints, nested);
};
