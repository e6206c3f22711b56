import {defineConfig} from 'vitest/config';
import {solutions} from './vitest.config';

// StrykerJS runs every project of the configuration it is given, so it gets only the solutions' project.
export default defineConfig(solutions);
