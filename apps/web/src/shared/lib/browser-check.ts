/** Spec 9: the minimum supported Chrome version is configuration; this is the build's setting. */
export const MIN_CHROME_VERSION = 120;

export type BrowserWarning = 'type' | 'version';

/** Spec 9: a browser that is not Chrome gives a 'type' warning, an old Chrome a 'version' warning. */
export function browserWarning(
  userAgent: string,
  minVersion = MIN_CHROME_VERSION,
): BrowserWarning | undefined {
  // Edge, Opera and other Chromium browsers announce themselves after the Chrome token
  const isOtherChromium = /\b(Edg|OPR|SamsungBrowser|YaBrowser)\//.test(userAgent);
  const chrome = /\b(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  if (!chrome?.[1] || isOtherChromium) return 'type';
  return Number(chrome[1]) < minVersion ? 'version' : undefined;
}
