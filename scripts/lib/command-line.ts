import {parseArgs, type ParseArgsConfig} from 'node:util';

/** An option node's `parseArgs` does not know, or one given without its value. */
export function isParseError(error: unknown): error is Error {
  return error instanceof TypeError && String((error as {code?: unknown}).code).startsWith('ERR_PARSE_ARGS');
}

/**
 * The command line of a script, read with node's `parseArgs`. `--help` prints
 * the script's usage and exits 0; an unknown option or a missing value prints
 * the reason and the usage and exits 2, without a stack trace.
 */
export function parseCommandLine<T extends ParseArgsConfig>(usage: string, config: T): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    if (!isParseError(error)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
}
