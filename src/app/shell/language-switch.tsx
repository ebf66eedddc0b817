/** The language switch of the top bar (English / Español); built by issue 11. */
export function LanguageSwitch() {
  return null;
}
