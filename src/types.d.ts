/** `import solution from '!!code-file!./solution.ts'`: the tested file highlighted and stepped through during the build (src/write-up-page/code-file/loader.ts). */
declare module '!!code-file!*' {
  const file: import('./write-up-page/code-file/loader').ShownCodeFile;
  export default file;
}

/** A stylesheet loaded with the code that imports it, as its text (src/on-demand-styles). */
declare module '*.on-demand.css' {
  const css: string;
  export default css;
}
