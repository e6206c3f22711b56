/** A problem with one write-up, reported as `Write-up <file>: <problem and its fix>`. */
export class WriteUpError extends Error {
  constructor(file: string, problem: string) {
    super(`Write-up ${file}: ${problem}`);
    this.name = 'WriteUpError';
  }
}
