/**
 * The front matter of a write-up page: what the page's author types (only what
 * the folder cannot tell), checked and completed from the folder into
 * WriteUpFrontMatter, which the components and plugins read.
 *
 * The zod schemas below are both the checks and the type. Zod rather than Joi
 * through @docusaurus/utils-validation (what Docusaurus checks its own front
 * matter with): Joi infers no type, so the type would be written a second time
 * beside the schema and tied to it by a compile-time check; and a zod message
 * is a function of the rejected value, so a misspelt topic's message names the
 * closest topic, where Joi's messages are templates and need a custom rule.
 * The rules that compare the front matter with its folder (the title, the
 * Codewars kyu) or with the file's text (how the number is typed) run before
 * and after the schema: the schemas stay static, since building one per page
 * costs far more than one schema for all of them.
 */
import path from 'node:path';
// Not `import {z}`: Docusaurus loads the configuration through jiti with interopDefault, which hands this module
// zod's default export, the namespace itself, where `z` is undefined (the build fails to load the config).
import * as z from 'zod';
import {CODEWARS_FOLDER, LEETCODE_DIFFICULTIES, PLATFORMS, kyuLabel} from '../platforms';
import {WriteUpError} from './error';
import {checkWriteUpFiles, locateWriteUp} from './folders';
import {CODEWARS_URL, LEETCODE_URL, UNPORTABLE_CHARACTERS, folderNameFor, leetCodeUrl, nameProblem} from './titles';
import {TOPICS, closestTopic} from './topics';

const field = (name: string, problem: string) => `front matter field "${name}" ${problem}`;

/** A field's message: "is missing" when the page leaves it out or empty (YAML reads `url:` as null), else `problem`. */
const orMissing =
  (name: string, add: string, problem: (input: unknown) => string) =>
  ({input}: {input?: unknown}) =>
    input === undefined || input === null || input === '' ? field(name, `is missing; add ${add}.`) : problem(input);

const topic = z.enum(TOPICS, {
  error: ({input}) => {
    const suggestion = typeof input === 'string' ? closestTopic(input) : undefined;
    return (
      field('topics', `has unknown topic "${String(input)}"`) +
      (suggestion ? `; did you mean "${suggestion}"?` : '.') +
      ` Known topics: ${TOPICS.join(', ')} (add new ones in src/write-up/topics.ts).`
    );
  },
});

/** The field of a write-up that gives the reader no hints, saying why: `hints_not_needed: "the answer is one addition"`. */
export const HINTS_NOT_NEEDED = 'hints_not_needed';

/** The front matter of a write-up page once checked and completed from its folder. */
export const writeUpFrontMatter = z.object({
  title: z.string(),
  /** The meta description as given; empty once completed without one (the page then describes itself: ./model.ts). */
  description: z
    .string({error: field('description', 'must be text; or leave it out, and the start of the "## Problem" section is used.')})
    .optional(),
  platform: z.enum(PLATFORMS),
  /** `Easy`/`Medium`/`Hard` on LeetCode, `N kyu` on Codewars (from the folder name). */
  difficulty: z.string(),
  /** LeetCode's problem number; absent on Codewars. */
  number: z.number().optional(),
  url: z.string(),
  topics: z.array(topic, {error: field('topics', 'must be a list, e.g. topics: [Array, Hash Table].')}),
  /** Why the page has no hints (src/features/hints/), where it has none. */
  [HINTS_NOT_NEEDED]: z.string().optional(),
});
export type WriteUpFrontMatter = z.output<typeof writeUpFrontMatter>;

const urlMessage = orMissing('url', `the problem's address`, (url) =>
  field('url', `must be the problem's address as text, got ${JSON.stringify(url)}.`),
);

const noHintsMessage = field(
  HINTS_NOT_NEEDED,
  `must say in words why the page needs no hints, e.g. ${HINTS_NOT_NEEDED}: "the answer is one addition"; or remove it and write the hints.`,
);

/** What every page's author may type; the title arrives checked against the folder name. */
const authored = writeUpFrontMatter.pick({title: true, description: true}).extend({
  topics: writeUpFrontMatter.shape.topics.default([]),
  url: z.string({error: urlMessage}).min(1, {error: urlMessage}),
  [HINTS_NOT_NEEDED]: z.string({error: noHintsMessage}).trim().min(1, {error: noHintsMessage}).optional(),
});

const positiveInteger = orMissing('number', `LeetCode's problem number, e.g. number: 704`, (number) =>
  field('number', `must be a positive integer, got ${JSON.stringify(number)}.`),
);
const allowedDifficulties = LEETCODE_DIFFICULTIES.join(', ');

const leetCodePage = authored
  .extend({
    number: z.int({error: positiveInteger}).min(1, {error: positiveInteger}),
    difficulty: z.enum(LEETCODE_DIFFICULTIES, {
      error: orMissing('difficulty', allowedDifficulties, (value) =>
        field('difficulty', `is ${JSON.stringify(value)}; allowed: ${allowedDifficulties}.`),
      ),
    }),
  })
  // On the page as a whole, since its example is the title's address; and whatever else is wrong, once the url is text.
  .superRefine(
    ({title, url}, context) => {
      if (LEETCODE_URL.test(url)) return;
      const example = leetCodeUrl(title) ?? 'https://leetcode.com/problems/two-sum/';
      const rule = `must be a LeetCode problem address, https://leetcode.com/problems/<slug>/ with a lower-case ASCII slug, e.g. ${example}`;
      context.addIssue({code: 'custom', path: ['url'], message: field('url', `${rule}; got ${JSON.stringify(url)}.`)});
    },
    {when: ({value}) => typeof value === 'object' && value !== null && 'url' in value && typeof value.url === 'string'},
  );

const kyuFromFolder = `remove "difficulty" and "number" from the front matter: a Codewars kyu comes from the folder name.`;
const codewarsPage = authored.extend({
  url: authored.shape.url.regex(CODEWARS_URL, {
    error: ({input}) =>
      field('url', `must be a Codewars kata address, https://www.codewars.com/kata/<24 hex digits>; got ${JSON.stringify(input)}.`),
  }),
  difficulty: z.never({error: kyuFromFolder}).optional(),
  number: z.never({error: kyuFromFolder}).optional(),
});

/**
 * The write-up fields of a loaded doc's front matter, typed, as the plugins
 * read them (`writeUpFields.parse(doc.frontMatter)`): all of them on a
 * write-up's page, which completeWriteUpFrontMatter checked, and none on
 * another doc's. It throws on a field of the wrong type.
 */
export const writeUpFields = writeUpFrontMatter.partial();

/** Whether a docs page is a write-up's, whose front matter completeWriteUpFrontMatter checks: one under docs/<platform>/. */
export function isWriteUpPage(filePath: string): boolean {
  return locateWriteUp(filePath).kind !== 'other';
}

/**
 * The page title: the folder name, or the front matter's `title` when the
 * folder had to leave out characters that a folder name cannot hold.
 */
function checkTitle(file: string, folder: string, title: unknown): string {
  if (title === undefined) return folder;
  if (title === folder) {
    throw new WriteUpError(file, `remove the front matter field "title": the title is the folder name "${folder}".`);
  }
  if (typeof title !== 'string' || folderNameFor(title) !== folder) {
    throw new WriteUpError(
      file,
      `front matter field "title" may only add the characters a folder name cannot hold (${UNPORTABLE_CHARACTERS.join(' ')}) to the folder name "${folder}", got ${JSON.stringify(title)}; ` +
        `fix the title, or rename the folder to match it.`,
    );
  }
  const problem = nameProblem(title);
  if (problem) throw new WriteUpError(file, `front matter field "title": ${problem}`);
  return title;
}

/** The page's data as `schema` reads it, or a WriteUpError with one line per wrong field. */
function parsePage<T>(file: string, schema: z.ZodType<T>, data: Record<string, unknown>): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const firstByField = new Map<unknown, string>();
  for (const issue of result.error.issues) if (!firstByField.has(issue.path[0])) firstByField.set(issue.path[0], issue.message);
  throw new WriteUpError(file, ...new Set(firstByField.values()));
}

/**
 * Checks a write-up's front matter and completes it from the folder name: the
 * title is the folder name, the platform is the parent folder, a Codewars kyu
 * is read from the title, and the description is left empty unless given (the
 * page describes itself: src/write-up/model.ts). Throws a WriteUpError naming
 * the file, each wrong field and what is allowed. Given the file's text, it also checks how the
 * LeetCode number is typed. Fields the schema does not know pass through.
 */
export function completeWriteUpFrontMatter(
  filePath: string,
  data: Record<string, unknown>,
  {siteDir = process.cwd(), fileContent}: {siteDir?: string; fileContent?: string} = {},
): WriteUpFrontMatter {
  const location = locateWriteUp(filePath);
  const file = path.relative(siteDir, filePath);
  if (location.kind === 'other') throw new Error(`${file} is not a write-up page (docs/<platform>/<folder>/README.mdx).`);
  if (location.kind === 'stray') {
    throw new WriteUpError(file, `pages under docs/${location.platform}/ must be <folder>/README.mdx, one folder per write-up.`);
  }
  const {platform, folder, dir} = location;
  const folderProblem = nameProblem(folder, 'folder name');
  if (folderProblem) throw new WriteUpError(file, folderProblem);
  checkWriteUpFiles(file, dir);
  const title = checkTitle(file, folder, data.title);
  // The page gives its own description (src/write-up-page/describe.ts): here it stays as given, or
  // empty, which keeps Docusaurus from taking the page's first line, the heading "Problem".
  const described = (page: {description?: string | undefined}) => page.description ?? '';

  if (platform === 'LeetCode') {
    const page = parsePage(file, leetCodePage, {...data, title});
    const typed = fileContent === undefined ? undefined : typedNumber(fileContent);
    if (typed !== undefined && !/^[1-9]\d*$/.test(typed)) {
      throw new WriteUpError(
        file,
        field('number', `is written "${typed}"; write LeetCode's number in plain digits, e.g. number: ${page.number}.`),
      );
    }
    return {...data, ...page, platform, description: described(page)};
  }

  const kyu = CODEWARS_FOLDER.exec(folder);
  if (!kyu) {
    throw new WriteUpError(file, `a Codewars folder name starts with its level, e.g. "6 kyu Who likes it"; got "${folder}".`);
  }
  const page = parsePage(file, codewarsPage, {...data, title});
  return {...data, ...page, platform, difficulty: kyuLabel(Number(kyu[1])), description: described(page)};
}

/** The `number:` value as typed: YAML also reads 1e3, 0x10 and 017 as numbers. */
function typedNumber(fileContent: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fileContent.replace(/\r\n?/g, '\n'))?.[1];
  return frontMatter === undefined ? undefined : /^number:[ \t]*(.*?)[ \t]*(?:#.*)?$/m.exec(frontMatter)?.[1];
}
