import {describe, expect, it} from 'vitest';
import {FinishedStatsPlugin, keepAnswers} from './finished-stats';

/** Stats that, like Rspack's, answer from the compiler's current compilation: a hash until the next one starts. */
function statsOfCompilation() {
  const compiler = {current: {hash: 'first'} as {hash?: string}};
  const stats = {toJson: (options?: unknown) => ({hash: compiler.current.hash, options})};
  return {stats, nextCompilation: () => (compiler.current = {})};
}

describe('keepAnswers', () => {
  it('answers as the compilation did when it finished, once the next one has started', () => {
    const {stats, nextCompilation} = statsOfCompilation();
    keepAnswers(stats);
    expect(stats.toJson({hash: true})).toEqual({hash: 'first', options: {hash: true}});
    nextCompilation();
    expect(stats.toJson({hash: true})).toEqual({hash: 'first', options: {hash: true}});
  });

  it('answers each set of options on its own', () => {
    const {stats, nextCompilation} = statsOfCompilation();
    keepAnswers(stats);
    stats.toJson({hash: true});
    nextCompilation();
    expect(stats.toJson({all: false})).toEqual({hash: undefined, options: {all: false}});
  });
});

describe('FinishedStatsPlugin', () => {
  it('keeps the answers of every finished compilation', () => {
    let done: ((stats: {toJson(options?: unknown): unknown}) => void) | undefined;
    new FinishedStatsPlugin().apply({hooks: {done: {tap: (_name, callback) => (done = callback)}}});
    const {stats, nextCompilation} = statsOfCompilation();
    done!(stats);
    stats.toJson();
    nextCompilation();
    expect(stats.toJson()).toEqual({hash: 'first', options: undefined});
  });
});
