import {
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG 2.2 AA for text (1.4.3); met by every colour the theme puts under text. */
const MIN_TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The shade the light scheme fills with (5 here: the spec's colours). */
export const lightPrimaryShade = (theme: MantineTheme): number =>
  typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;

const readsOn = (color: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrastRatio(color, background) >= MIN_TEXT_CONTRAST);

/**
 * The colour for text (and outlines) in this hue: the lightest shade from `from` that reads on the
 * backgrounds (white and the hue's palest tint unless told), else shade 9 darkened until it does.
 */
export function readableTextColor(
  shades: MantineColorsTuple,
  from: number,
  backgrounds: readonly string[] = [WHITE, shades[0]],
): string {
  for (let shade = from; shade <= 9; shade++) {
    const color = shades[shade] ?? shades[9];
    if (readsOn(color, backgrounds)) return color;
  }
  let color = shades[9];
  for (let amount = 0.05; !readsOn(color, backgrounds) && amount < 1; amount += 0.05)
    color = darken(shades[9], amount);
  return color;
}

/**
 * Filled surfaces keep their shade when white or black text (whichever Mantine's auto contrast picks)
 * reads on it; otherwise the next shade on which white text reads: violet 5 → 6, teal 8 → 9.
 */
function readableFill(shades: MantineColorsTuple, from: number, theme: MantineTheme) {
  const background = shades[from] ?? shades[5];
  const isLight = luminance(background) > theme.luminanceThreshold;
  if (isLight && contrastRatio(background, '#000000') >= MIN_TEXT_CONTRAST)
    return { shade: from, color: 'var(--mantine-color-black)' };
  for (let shade = from; shade <= 9; shade++) {
    if (contrastRatio(shades[shade] ?? '', WHITE) >= MIN_TEXT_CONTRAST)
      return { shade, color: 'var(--mantine-color-white)' };
  }
  return { shade: from, color: 'var(--mantine-color-black)' };
}

/**
 * Mantine's variant colours (buttons, badges, alerts, action icons), with every text colour meeting
 * WCAG AA: its defaults put shade 5 text on white (cyan outline 2.4:1) and white on violet 5 (4.3:1).
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  const { theme, variant } = input;
  const parsed = parseThemeColor({ color: input.color || theme.primaryColor, theme });
  const shades = parsed.isThemeColor ? theme.colors[parsed.color] : undefined;
  if (!shades) return defaults;
  const from = parsed.shade ?? lightPrimaryShade(theme);

  if (variant === 'filled') {
    const fill = readableFill(shades, from, theme);
    return {
      ...defaults,
      background: shades[fill.shade] ?? defaults.background,
      hover: shades[Math.min(fill.shade + 1, 9)] ?? defaults.hover,
      color: fill.color,
    };
  }
  if (variant === 'light') {
    // Shade 9 on a tint (the palest where the usual one is too dark behind it: teal 4.3:1 → 4.7:1); on
    // hover, the next tint with text dark enough for it (cyan 9 on cyan 2 is 4.1:1).
    const text = readableTextColor(shades, 9);
    const tint = parsed.shade ?? 1;
    const isTintReadable = readsOn(text, [shades[tint] ?? shades[1]]);
    const hoverTint = (isTintReadable ? shades[Math.min(tint + 1, 9)] : undefined) ?? shades[1];
    return {
      ...defaults,
      background: isTintReadable ? defaults.background : shades[0],
      hover: isTintReadable ? defaults.hover : shades[1],
      color: text,
      hoverColor: readableTextColor(shades, 9, [hoverTint]),
    };
  }
  if (variant === 'outline') {
    const text = readableTextColor(shades, from);
    return { ...defaults, color: text, border: `1px solid ${text}` };
  }
  if (variant === 'subtle' || variant === 'transparent' || variant === 'white') {
    const text = readableTextColor(shades, parsed.shade ?? 9);
    // Subtle hovers with a light tint of the hue behind the text.
    return { ...defaults, color: text, hoverColor: readableTextColor(shades, 9, [shades[2]]) };
  }
  return defaults;
};
