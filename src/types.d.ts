/** `import source from '!!raw-loader!./file.ts'` gives the file's text (used to show solutions). */
declare module '!!raw-loader!*' {
  const source: string;
  export default source;
}
