/**
 * WCAG contrast: the colour maths behind the code themes' guarantee that every
 * token is readable on its background (src/features/code-blocks/highlight/themes.ts).
 */

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** Parses `#rgb`, `#rrggbb` and `rgb(r, g, b)` (case-insensitive). */
export function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : undefined;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseColor(a), parseColor(b)];
  if (!x || !y) throw new Error(`Cannot compare colours "${a}" and "${b}"`);
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour, mixed step by step toward black on a light background (toward
 * white on a dark one) until it reaches `min` contrast; unchanged if it
 * already does.
 */
export function withContrast(color: string, background: string, min: number = MIN_CONTRAST): string {
  const rgb = parseColor(color);
  const bg = parseColor(background);
  if (!rgb || !bg) throw new Error(`Cannot compare colours "${color}" and "${background}"`);
  if (contrastRatio(color, background) >= min) return color;
  const target = luminance(bg) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 100; step++) {
    const mixed = rgb.map((c) => c + ((target - c) * step) / 100) as Rgb;
    const candidate = toHex(mixed);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return toHex([target, target, target]);
}
