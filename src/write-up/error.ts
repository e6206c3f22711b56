/** Problems with one write-up, reported one a line as `Write-up <file>: <problem and its fix>`. */
export class WriteUpError extends Error {
  constructor(file: string, ...problems: string[]) {
    super(problems.map((problem) => `Write-up ${file}: ${problem}`).join('\n'));
    this.name = 'WriteUpError';
  }
}
