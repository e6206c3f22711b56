/**
 * The stepper's styles, in its own lazy chunk: as a CSS module they would join the one stylesheet every page
 * loads (Docusaurus puts every CSS module there), about 0.3 KB gzip more on every first load (2026-11-26).
 * React places the <style> in the head once, however many steppers the page opens.
 */
export const classes = {
  badge: 'step-through-badge',
  cell: 'step-through-cell',
  cells: 'step-through-cells',
  changed: 'step-through-changed',
  controls: 'step-through-controls',
  currentLine: 'step-through-current-line',
  index: 'step-through-index',
  pointed: 'step-through-pointed',
  pointer: 'step-through-pointer',
  slider: 'step-through-slider',
  sliderLabel: 'step-through-slider-label',
  status: 'step-through-status',
  stepper: 'step-through-stepper',
  value: 'step-through-value',
  var: 'step-through-var',
  vars: 'step-through-vars',
} as const;

/** Cells wrap onto more rows on a narrow screen; the current line is framed, its background left for the code colours' contrast. */
export const stylesheet = `.step-through-stepper{margin-top:0.75rem}.step-through-controls{display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem}.step-through-slider-label{margin-inline-start:0.5rem}.step-through-slider{flex:1 1 8rem;min-width:0}.step-through-status{margin:0.5rem 0;font-weight:var(--ifm-font-weight-semibold)}.step-through-vars{margin:0}.step-through-var{display:flex;flex-wrap:wrap;gap:0.25rem 0.75rem;align-items:baseline;padding:0.25rem 0.5rem;border-inline-start:3px solid transparent}.step-through-var dd{margin:0;min-width:0;overflow-wrap:anywhere}.step-through-changed{border-inline-start-color:var(--ifm-color-primary);background:var(--ifm-color-emphasis-100)}.step-through-badge{margin-inline-start:0.375rem}.step-through-cells{display:flex;flex-wrap:wrap;gap:0.25rem;margin:0;padding:0;list-style:none}.step-through-cell{display:flex;flex-direction:column;align-items:center;min-width:2.25rem;margin:0}.step-through-value{width:100%;text-align:center}.step-through-pointed .step-through-value{outline:2px solid var(--ifm-color-primary)}.step-through-index,.step-through-pointer{font-size:0.75rem;color:var(--ifm-color-emphasis-700)}.step-through-pointer{color:var(--ifm-color-primary-darkest);font-weight:var(--ifm-font-weight-semibold)}[data-theme='dark'] .step-through-pointer{color:var(--ifm-color-primary-lightest)}.step-through-current-line{display:inline-block;min-width:100%;outline:2px solid var(--ifm-color-primary);outline-offset:-1px;border-radius:2px}`;
