import {describe, expect, it} from 'vitest';
import focusedWritingPlugin, {FOCUSED_INCREMENTAL} from './plugin';

const configure = (mode: 'development' | 'production') => focusedWritingPlugin().configureWebpack!({mode}, false, {} as never, undefined);

describe('the focused-writing plugin', () => {
  it('keeps only the incremental passes that build and write the changed modules in development', () => {
    expect(configure('development')).toEqual({experiments: {incremental: FOCUSED_INCREMENTAL}});
  });

  it('leaves the production build alone', () => {
    expect(configure('production')).toEqual({});
  });
});
