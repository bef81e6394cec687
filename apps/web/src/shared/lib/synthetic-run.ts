/** A browser driven by automation (Playwright, Selenium) or by a test runner: some warnings are not shown there (spec 2.4, 9). */
export function isSyntheticRun(): boolean {
  return (
    typeof navigator !== 'undefined' && (navigator.webdriver === true || /jsdom/i.test(navigator.userAgent))
  );
}
