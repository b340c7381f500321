import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Light theme in the spec's colours, all from Mantine's default palette: primary cyan (#22B8CF is
 * cyan 5), accent pink (#F06595, pink 5), secondary violet (#845EF7, violet 5).
 */
export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: { light: 5, dark: 5 },
  // Dark text on the light cyan filling keeps buttons readable (white on #22B8CF fails WCAG AA).
  autoContrast: true,
  defaultRadius: 'md',
  other: { accentColor: 'pink', secondaryColor: 'violet' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Optional fields are marked instead ("Optional" hints), so labels read exactly as their text.
    TextInput: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    PasswordInput: {
      defaultProps: {
        withAsterisk: false,
        // Reachable by keyboard, unlike Mantine's default, so everyone can check what they typed.
        visibilityToggleButtonProps: { 'aria-label': 'Show password', tabIndex: 0 },
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

/** Darker shades for text-sized colours, so links, hints and errors meet WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-cyan-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
