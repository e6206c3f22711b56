/**
 * The random arrays and strings of the solutions' property tests, and the assertion that runs those tests.
 *
 * fast-check sizes an array or a string by its `size` option, not by `maxLength`: by default a value asked for "up to
 * 100 elements" is seldom longer than 10, and a page that says its tests run "arrays of 1 to 100 values" would claim
 * more than they do. The generators here ask for the whole range (`size: 'max'`: lengths spread from `minLength` to
 * `maxLength`, with a bias towards both ends), and {@link assertProperty} measures the longest value each one produced
 * during the run: a generator asking for up to N elements that never reached N/2 fails the test. The solutions'
 * tests declare every array and string through this file and run every property through {@link assertProperty}
 * (tests/unit/random-inputs.test.ts checks that they do). A value is measured as generated: a `.filter` on a
 * generator's values would count the ones it drops too, so a test keeps its bounds in the generator instead.
 */
import fc from 'fast-check';

/** How long a generated value may be, as fast-check's own options say it. */
export type LengthBounds = {minLength?: number; maxLength: number};

/** One generator as declared: what it asks for. */
type Declared = {kind: 'array' | 'unique array' | 'string'; minLength: number; maxLength: number};

/** What one generator produced during one property run: the longest length it reached. */
export type Reach = Declared & {longest: number};

/** The generators that produced values during the property now running, by declaration; undefined between runs. */
let reached: Map<Declared, number> | undefined;

function measured<T extends {length: number}>(arbitrary: fc.Arbitrary<T>, declared: Declared): fc.Arbitrary<T> {
  return arbitrary.map((value) => {
    if (reached !== undefined) reached.set(declared, Math.max(reached.get(declared) ?? 0, value.length));
    return value;
  });
}

function declare(kind: Declared['kind'], {minLength = 0, maxLength}: LengthBounds): Declared {
  return {kind, minLength, maxLength};
}

/** Arrays of `item` whose lengths cover `minLength` to `maxLength`. */
export function arrayOf<T>(item: fc.Arbitrary<T>, bounds: LengthBounds): fc.Arbitrary<T[]> {
  return measured(fc.array(item, {...bounds, size: 'max'}), declare('array', bounds));
}

/** Arrays of distinct values of `item` whose lengths cover `minLength` to `maxLength`. */
export function uniqueArrayOf<T>(item: fc.Arbitrary<T>, bounds: LengthBounds): fc.Arbitrary<T[]> {
  return measured(fc.uniqueArray(item, {...bounds, size: 'max'}), declare('unique array', bounds));
}

/** Strings of `unit`s (each one character as the test means it) whose lengths, in units, cover `minLength` to `maxLength`. */
export function stringOf(unit: fc.Arbitrary<string>, bounds: LengthBounds): fc.Arbitrary<string> {
  return measured(fc.array(unit, {...bounds, size: 'max'}), declare('string', bounds)).map((units) => units.join(''));
}

/** A generator that never produced a value of half its maximum length, in words; undefined when it did. */
export function shortfall({kind, minLength, maxLength, longest}: Reach): string | undefined {
  if (longest >= maxLength / 2) return undefined;
  return `a generator of ${kind}s of ${minLength} to ${maxLength} reached only ${longest}, under half its maximum`;
}

/**
 * Runs a property as `fc.assert` does, then fails when one of its generators never produced a value of half its
 * maximum length: the test would claim sizes it does not reach.
 */
export function assertProperty<Ts extends [unknown, ...unknown[]]>(property: fc.IProperty<Ts>, parameters?: fc.Parameters<Ts>): Reach[] {
  reached = new Map();
  try {
    fc.assert(property, parameters);
    const reaches = [...reached].map(([declared, longest]) => ({...declared, longest}));
    const problems = reaches.map(shortfall).filter((problem) => problem !== undefined);
    if (problems.length > 0) {
      throw new Error(`The property's random inputs stay short of their sizes:\n  ${problems.join('\n  ')}`);
    }
    return reaches;
  } finally {
    reached = undefined;
  }
}
