/** `import solution from '!!code-file!./solution.ts'`: the tested file highlighted during the build (src/highlight/code-file-loader.ts). */
declare module '!!code-file!*' {
  const file: import('./highlight/code-file').CodeFile;
  export default file;
}
