/**
 * What a write-up's "What the tests catch" section shows, built from the
 * mutation report during the build (src/features/mutation-report) and
 * written into the page as a literal.
 */

/** The figures of one file the page shows, measured on the text whose hash is {@link MeasuredFile.hash}. */
export type MeasuredFile = {
  file: string;
  /** {@link sourceHash} of the text the report measured: the page shows no figures for any other text. */
  hash: string;
  /** Changed versions of the file that ran against the tests. */
  tried: number;
  /** Those that made a test fail, or never finished. */
  caught: number;
  /** Of the caught, those that never finished (an endless loop stopped by the time limit). */
  endless: number;
};

/** A file the page shows that the report has not measured as it is now. */
export type UnmeasuredFile = {file: string; hash?: undefined};

export type FileFigures = MeasuredFile | UnmeasuredFile;

/** A caught change shown as an example: the line, the code before and after, and a test that caught it. */
export type Example = {
  file: string;
  line: number;
  from: string;
  to: string;
  /** A test that caught it: the name of a case of the table, or else the full name of another test. */
  caughtBy: string;
};

/** A change no test caught, with the page's reason why it cannot change any result. */
export type Uncaught = {
  file: string;
  line: number;
  from: string;
  to: string;
  /** The page's explanation: text, with code between backticks. */
  why: string;
};
