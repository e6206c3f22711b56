import {afterEach, describe, expect, it, vi} from 'vitest';

/** docusaurus.config.ts, evaluated afresh in the given environment. */
async function loadConfig(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('../../docusaurus.config')).default;
}

describe('docusaurus.config.ts and the repository name', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    {where: 'on GitHub Actions', GITHUB_ACTIONS: 'true', repository: 'someone/solve-problems'},
    {where: 'locally', GITHUB_ACTIONS: undefined, repository: 'someone/solve-problems'},
    {where: 'locally', GITHUB_ACTIONS: undefined, repository: 'someone/my-notes'},
    {where: 'locally', GITHUB_ACTIONS: undefined, repository: undefined},
  ])('builds $where for the repository $repository', async ({GITHUB_ACTIONS, repository}) => {
    const config = await loadConfig({GITHUB_ACTIONS, GITHUB_REPOSITORY: repository});
    expect(config.baseUrl).toBe('/solve-problems/');
    expect(config.projectName).toBe(repository?.split('/')[1] ?? 'solve-problems');
  });

  it.each(['someone/my-notes', 'someone/Solve-Problems', 'someone/someone.github.io'])(
    'refuses, on GitHub Actions, the repository %s that GitHub Pages would serve elsewhere than /solve-problems/',
    async (repository) => {
      const name = repository.split('/')[1];
      await expect(loadConfig({GITHUB_ACTIONS: 'true', GITHUB_REPOSITORY: repository})).rejects.toThrow(
        `docusaurus.config.ts: the site is built for the base URL /solve-problems/, but the repository is named "${name}", ` +
          `and GitHub Pages serves it at /${name}/, where every page and asset would be missing. ` +
          'Rename the repository to "solve-problems" (Settings → General → Repository name).',
      );
    },
  );
});
