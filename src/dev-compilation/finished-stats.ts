/**
 * Each finished compilation's stats answer with that compilation, even once the next one has started.
 *
 * The dev server sends a tab that connects (a page load, a reconnection) the last stats it kept: its hash, then `ok`
 * or the errors. Rspack's stats of a compilation read from the compiler's current one, so a tab that connects while
 * a rebuild runs got a `hash` message without a hash, then `ok`, and the dev server's client threw in the open tab
 * ("Cannot read properties of undefined (reading 'indexOf')") and applied no later update. The more a rebuild takes
 * (a loaded machine), the likelier that is. The stats of a finished compilation do not change, so the first answer
 * for a set of options, which the dev server asks for when the compilation is done, is kept and given again.
 */
type StatsLike = {toJson(options?: unknown, ...rest: unknown[]): unknown};
type CompilerLike = {hooks: {done: {tap(name: string, callback: (stats: StatsLike) => void): void}}};

export const FINISHED_STATS = 'finished-stats';

/** Makes `stats.toJson` give, for the same options, what it gave first. */
export function keepAnswers(stats: StatsLike): void {
  const toJson = stats.toJson.bind(stats);
  const answers = new Map<string, unknown>();
  stats.toJson = (options?: unknown, ...rest: unknown[]) => {
    const key = JSON.stringify(options ?? null) + JSON.stringify(rest);
    if (!answers.has(key)) answers.set(key, toJson(options, ...rest));
    return answers.get(key);
  };
}

/** The Rspack plugin: taps `done` before the dev server does, which is created after the compiler. */
export class FinishedStatsPlugin {
  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap(FINISHED_STATS, keepAnswers);
  }
}
