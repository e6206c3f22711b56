import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {WriteUpFrontMatter} from '../write-up/front-matter';
import {kyuLabel, parseKyu} from '../platforms';

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<SidebarItemsGenerator>[0];
type GeneratorDoc = GeneratorArgs['docs'][number];
export type SidebarItem = Awaited<ReturnType<SidebarItemsGenerator>>[number];
type CategoryItem = Extract<SidebarItem, {type: 'category'}>;

/**
 * A platform category with more write-ups than this is split into collapsed
 * sub-categories. Every page renders the expanded category of its own
 * write-up, so a flat list of N items costs N links on each of N pages: the
 * build's HTML would grow with the square of N.
 */
export const GROUP_THRESHOLD = 100;
/** LeetCode write-ups are grouped by problem number, this many numbers per group. */
export const LEETCODE_RANGE = 100;

export type GroupOptions = {threshold?: number};

type Group = {key: number; label: string; items: SidebarItem[]};

/** The doc a sidebar item shows: a doc item, or a write-up folder (a category whose link is its README). */
function docIdOf(item: SidebarItem): string | undefined {
  if (item.type === 'doc') return item.id;
  if (item.type === 'category' && item.items.length === 0 && item.link?.type === 'doc') return item.link.id;
  return undefined;
}

/** Where a write-up goes: LeetCode by number range ("100–199"), Codewars by kyu ("6 kyu"). */
export function groupOf(frontMatter: Partial<WriteUpFrontMatter>): {key: number; label: string} | undefined {
  if (frontMatter.platform === 'LeetCode' && typeof frontMatter.number === 'number') {
    const start = Math.floor(frontMatter.number / LEETCODE_RANGE) * LEETCODE_RANGE;
    return {key: start, label: `${Math.max(start, 1)}–${start + LEETCODE_RANGE - 1}`};
  }
  const kyu = frontMatter.platform === 'Codewars' ? parseKyu(frontMatter.difficulty ?? '') : undefined;
  if (kyu !== undefined) return {key: kyu, label: kyuLabel(kyu)};
  return undefined;
}

function itemLabel(item: SidebarItem, docsById: Map<string, GeneratorDoc>): string {
  if ('label' in item && typeof item.label === 'string') return item.label;
  const id = docIdOf(item);
  return (id && docsById.get(id)?.title) || '';
}

function initial(label: string): string {
  return label.trim().charAt(0).toLocaleUpperCase('en') || '?';
}

/**
 * A group that is itself too large (say, 400 write-ups of 6 kyu) is cut, in
 * its own order, into runs of at most `threshold` items, labelled by the
 * initials they span: "6 kyu A–F", "6 kyu G–M".
 */
function splitLargeGroup(group: Group, threshold: number, docsById: Map<string, GeneratorDoc>): Group[] {
  if (group.items.length <= threshold) return [group];
  const parts: Group[] = [];
  for (let start = 0; start < group.items.length; start += threshold) {
    const items = group.items.slice(start, start + threshold);
    const first = initial(itemLabel(items[0]!, docsById));
    const last = initial(itemLabel(items[items.length - 1]!, docsById));
    parts.push({key: group.key, label: `${group.label} ${first === last ? first : `${first}–${last}`}`, items});
  }
  return parts;
}

/** Splits one category's items into groups, or returns undefined when it should stay a flat list. */
function groupCategory(category: CategoryItem, docsById: Map<string, GeneratorDoc>, threshold: number): SidebarItem[] | undefined {
  if (category.items.length <= threshold) return undefined;
  const groups = new Map<number, Group>();
  for (const item of category.items) {
    const id = docIdOf(item);
    const doc = id === undefined ? undefined : docsById.get(id);
    const group = doc && groupOf(doc.frontMatter);
    if (!group) return undefined; // not a category of write-ups: leave it as it is
    const existing = groups.get(group.key);
    if (existing) existing.items.push(item);
    else groups.set(group.key, {...group, items: [item]});
  }
  return [...groups.values()]
    .sort((a, b) => a.key - b.key)
    .flatMap((group) => splitLargeGroup(group, threshold, docsById))
    .map((group) => ({type: 'category', label: group.label, collapsible: true, collapsed: true, items: group.items}));
}

/**
 * Splits every category with more than `threshold` write-ups into collapsed
 * sub-categories (LeetCode by number range, Codewars by kyu), recursively.
 * Items keep their order within a group, and no route changes: only the
 * sidebar's shape does. Smaller categories are returned unchanged.
 */
export function groupLargeCategories(
  items: readonly SidebarItem[],
  docs: readonly GeneratorDoc[],
  {threshold = GROUP_THRESHOLD}: GroupOptions = {},
): SidebarItem[] {
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const visit = (item: SidebarItem): SidebarItem => {
    if (item.type !== 'category') return item;
    const grouped = groupCategory(item, docsById, threshold);
    return {...item, items: grouped ?? item.items.map(visit)};
  };
  return items.map(visit);
}

/** The docs plugin's `sidebarItemsGenerator`: the default autogenerated sidebar, with large categories grouped. */
export const groupedSidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) =>
  groupLargeCategories(await defaultSidebarItemsGenerator(args), args.docs);
