import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PLATFORMS} from '../../../src/platforms';
import {findDuplicates, type WriteUpIdentity} from '../../../src/write-up/duplicates';
import {UsageError, type NewWriteUp} from './arguments';
import {cases, readme, solution, tests} from './templates';

/** What the other write-ups under `docsDir` are, read from their folders and front matter. */
function existingWriteUps(docsDir: string, siteDir: string): WriteUpIdentity[] {
  return PLATFORMS.flatMap((platform) => {
    const platformDir = path.join(docsDir, platform);
    if (!existsSync(platformDir)) return [];
    return readdirSync(platformDir, {withFileTypes: true}).flatMap((entry) => {
      const readmePath = path.join(platformDir, entry.name, 'README.mdx');
      if (!entry.isDirectory() || !existsSync(readmePath)) return [];
      const data: Record<string, unknown> = matter(readFileSync(readmePath, 'utf8')).data;
      const title = typeof data.title === 'string' ? data.title : entry.name;
      return [{folder: path.relative(siteDir, path.dirname(readmePath)), platform, title, number: data.number, url: data.url}];
    });
  });
}

/**
 * Creates the folder and its four files; refuses to overwrite, or to add a
 * second write-up of the same problem or a title equal to another up to case
 * (with the message the build gives). Returns the folder.
 */
export function scaffoldWriteUp(writeUp: NewWriteUp, docsDir: string, siteDir: string = path.dirname(docsDir)): string {
  const dir = path.join(docsDir, writeUp.platform, writeUp.folder);
  if (existsSync(dir)) throw new UsageError(`${path.relative(siteDir, dir)} already exists; pick another title or edit it.`);
  const folder = path.relative(siteDir, dir);
  const duplicate = findDuplicates([...existingWriteUps(docsDir, siteDir), {...writeUp, folder}]).find((message) =>
    message.includes(`${folder}/`),
  );
  if (duplicate) throw new UsageError(duplicate);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'README.mdx'), readme(writeUp));
  writeFileSync(path.join(dir, 'solution.ts'), solution(writeUp));
  writeFileSync(path.join(dir, 'cases.ts'), cases());
  writeFileSync(path.join(dir, 'solution.test.ts'), tests(writeUp));
  return dir;
}
