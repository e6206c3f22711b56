/** `import solution from '!!code-file!./solution.ts'`: the tested file highlighted during the build (src/highlight/code-file-loader.ts). */
declare module '!!code-file!*' {
  const file: import('./highlight/code-file').CodeFile;
  export default file;
}

/** `import('!!code-file?javascript!./solution.ts')`: the tested file's JavaScript text (types erased). */
declare module '!!code-file?javascript!*' {
  const javascript: string;
  export default javascript;
}
