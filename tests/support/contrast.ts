import type { Locator } from 'playwright-core';

/**
 * The WCAG contrast ratio between an element's colour and the first opaque background behind it
 * (its own or an ancestor's), as the page draws them.
 */
export const contrastWithBackground = (element: Locator) =>
  element.evaluate((el) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let background = [255, 255, 255];
    for (let at: Element | null = el; at; at = at.parentElement) {
      const c = channels(getComputedStyle(at).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
        background = c;
        break;
      }
    }
    const [light, dark] = [luminance(channels(getComputedStyle(el).color)), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
