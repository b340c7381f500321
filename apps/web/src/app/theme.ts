import { type CSSVariablesResolver, createTheme, type MantineTheme } from '@mantine/core';
import { contrastRatio, lightPrimaryShade, readableTextColor, readableVariantColors } from './theme-contrast';

/** The active language's `_` (Lingui), for the names the theme gives Mantine's icon-only controls. */
type Translate = (id: string) => string;

type PaginationControl = 'first' | 'previous' | 'next' | 'last';

/**
 * Light theme in the spec's colours, all from Mantine's default palette: primary cyan (#22B8CF is
 * cyan 5), accent pink (#F06595, pink 5), secondary violet (#845EF7, violet 5). Made per language
 * (app/providers.tsx): the icon-only controls it names speak the page's language.
 */
export function createAppTheme(_: Translate) {
  const close = _('theme.close');
  const paginationControls: Record<PaginationControl, string> = {
    first: _('theme.firstPage'),
    previous: _('theme.previousPage'),
    next: _('theme.nextPage'),
    last: _('theme.lastPage'),
  };
  return createTheme({
    primaryColor: 'cyan',
    primaryShade: { light: 5, dark: 5 },
    // Dark text on the light cyan filling keeps buttons readable (white on #22B8CF fails WCAG AA).
    autoContrast: true,
    // Every variant's text meets WCAG AA (outline, subtle and light text, white on filled violet …).
    variantColorResolver: readableVariantColors,
    defaultRadius: 'md',
    other: { accentColor: 'pink', secondaryColor: 'violet' },
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    components: {
      // A dialog's close button is only an icon: it gets a name (screen readers said "button").
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      // Its focus placeholder is a focusable role="presentation" child of the menu, which a menu may not
      // hold (axe: aria-required-children); without it the open menu itself takes the focus, and the
      // arrow keys move to the items.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // The arrows are icons only: each gets a name ("Page 2" items are named where they are used). Not
      // Pagination.extend: importing the component here would put it in every page's first script.
      Pagination: {
        defaultProps: {
          getControlProps: (control: PaginationControl) => ({
            'aria-label': paginationControls[control],
          }),
        },
      },
      // Optional fields are marked instead ("Optional" hints), so labels read exactly as their text.
      TextInput: { defaultProps: { withAsterisk: false } },
      Textarea: { defaultProps: { withAsterisk: false } },
      PasswordInput: {
        defaultProps: {
          withAsterisk: false,
          // Reachable by keyboard, unlike Mantine's default, so everyone can check what they typed.
          visibilityToggleButtonProps: { 'aria-label': _('theme.showPassword'), tabIndex: 0 },
        },
      },
    },
    headings: {
      sizes: {
        h1: { fontSize: '2.25rem', lineHeight: '1.25' },
        h2: { fontSize: '1.75rem', lineHeight: '1.3' },
        h3: { fontSize: '1.375rem', lineHeight: '1.4' },
      },
    },
  });
}

/**
 * Each hue's text colour (`c="red"`) and outline as a shade that reads on white (WCAG AA 4.5:1), and
 * its light tint paler where shade 9 text does not read on the usual one (teal).
 */
function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const primaryShade = lightPrimaryShade(theme);
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const text = readableTextColor(shades, primaryShade);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    const lightText = readableTextColor(shades, 9);
    variables[`--mantine-color-${name}-light-color`] = lightText;
    if (contrastRatio(lightText, shades[1]) < 4.5) variables[`--mantine-color-${name}-light`] = shades[0];
  }
  return variables;
}

/** Darker shades for text-sized colours, so links, hints and errors meet WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    ...readableColorVariables(resolvedTheme),
    '--mantine-color-anchor': 'var(--mantine-color-cyan-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Between gray 6 and 7: 5.2:1 on white, still lighter than what is typed.
    '--mantine-color-placeholder': '#666e76',
  },
  dark: {},
});
