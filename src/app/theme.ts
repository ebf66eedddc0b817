import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineSemanticTokens,
  defineTokens,
  type SystemContext,
} from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  segmentGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Brand scales: 600 is the spec's colour (primary 0067D2, secondary 0C5706); white on either passes AA. */
const brandColors = defineTokens.colors({
  primary: {
    50: { value: '#E6F0FB' },
    100: { value: '#CCE1F6' },
    200: { value: '#99C3ED' },
    300: { value: '#66A4E4' },
    400: { value: '#3386DB' },
    500: { value: '#1A76D7' },
    600: { value: '#0067D2' },
    700: { value: '#0052A8' },
    800: { value: '#003E7E' },
    900: { value: '#002954' },
    950: { value: '#00152A' },
  },
  secondary: {
    50: { value: '#E7EEE6' },
    100: { value: '#CEDDCD' },
    200: { value: '#9EBC9B' },
    300: { value: '#6D9A6A' },
    400: { value: '#3D7938' },
    500: { value: '#246820' },
    600: { value: '#0C5706' },
    700: { value: '#0A4605' },
    800: { value: '#073404' },
    900: { value: '#052303' },
    950: { value: '#021101' },
  },
});

function palette(name: 'primary' | 'secondary') {
  return {
    contrast: { value: 'white' },
    fg: { value: `{colors.${name}.700}` },
    subtle: { value: `{colors.${name}.50}` },
    muted: { value: `{colors.${name}.100}` },
    emphasized: { value: `{colors.${name}.200}` },
    solid: { value: `{colors.${name}.600}` },
    focusRing: { value: `{colors.${name}.600}` },
    border: { value: `{colors.${name}.600}` },
  };
}

/**
 * Chakra colour scales nothing here uses (tests/contract/theme-recipes.test.ts fails when one does):
 * the tokens are most of the work of making the system, the longest task at start.
 */
const UNUSED_SCALES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedScales = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_SCALES.has(name))) as T;

/**
 * The portal has one colour mode, light: plain light values give the same colours without the dark set
 * of CSS variables and its condition handling, a seventh of making the system.
 */
function lightValues<T extends object>(tokens: T): T {
  const visit = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if ('value' in node) {
      const { value } = node;
      return typeof value === 'object' && value !== null && '_light' in value ? { ...node, value: value._light } : node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tokens) as T;
}

const brandSemanticColors = defineSemanticTokens.colors({
  primary: palette('primary'),
  secondary: palette('secondary'),
  // Chakra's red.500 error text is 3.8:1 on white; validation messages need 4.5:1 (WCAG 1.4.3).
  fg: { ...semanticTokens.colors['fg'], error: { value: '{colors.red.700}' } },
});

/**
 * Chakra's base config with only the recipes the app renders, so the first chunk carries no other
 * component's styles (docs/budgets.md). Add a recipe when a screen starts using its component.
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss['html'], colorPalette: 'primary' },
    // A page's heading takes focus after a navigation for screen readers; it is not a control, so no ring.
    'main h1[tabindex="-1"]:focus': { outline: 'none' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: { ...withoutUnusedScales(tokens.colors), ...brandColors } },
    semanticTokens: lightValues({
      ...semanticTokens,
      colors: { ...withoutUnusedScales(semanticTokens.colors), ...brandSemanticColors },
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      // Chakra dims the description to 0.8 opacity: on an error toast's red that is under 4.5:1 (WCAG 1.4.3).
      toast: {
        ...toastSlotRecipe,
        base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: '1' } },
      },
    },
  },
});

/**
 * WCAG 1.4.11: an unchecked checkbox's or radio's edge and an off switch's track need 3:1 against the
 * page; Chakra's are 1.3-1.5:1, gray.500 is 4.8:1 (tests/contract/theme-recipes.test.ts).
 */
export const controlContrastConfig = defineConfig({
  theme: {
    slotRecipes: {
      checkbox: {
        slots: checkboxSlotRecipe.slots,
        variants: { variant: { solid: { control: { borderColor: 'gray.500' } } } },
      },
      radioGroup: {
        slots: radioGroupSlotRecipe.slots,
        variants: { variant: { solid: { itemControl: { borderColor: 'gray.500' } } } },
      },
      switch: { slots: switchSlotRecipe.slots, variants: { variant: { solid: { control: { bg: 'gray.500' } } } } },
    },
  },
});

let created: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use: the largest piece of work at start, so start.tsx gives it
 * a task of its own (TBT, docs/decisions/0047-start-up-order.md).
 */
export function portalSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, themeConfig, controlContrastConfig);
  return created;
}

let provided: SystemContext | undefined;

/**
 * The portal's system without its global CSS, which comes as a stylesheet built from `portalSystem()`
 * (`virtual:theme-global.css`); otherwise emotion compiled 40 kB of CSS in the first render's task.
 */
export function providedSystem(): SystemContext {
  provided ??= { ...portalSystem(), _global: [] };
  return provided;
}
