/** The loader the build imports a shown file's Step through with: `import steps from '!!step-through!./solution.ts'`. */
export const STEP_THROUGH_LOADER = 'step-through';
