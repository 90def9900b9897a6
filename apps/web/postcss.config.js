// Mantine's PostCSS setup: rem/light-dark/mixins, and the breakpoint variables used in CSS modules.
export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        'sd-mobile': '768px',
        'sd-menu-hide': '1440px',
      },
    },
  },
};
