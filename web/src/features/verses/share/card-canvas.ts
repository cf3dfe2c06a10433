import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { SHARE_CARD, SITE_NAME } from '@verse/shared/constants';
import { fitText } from './fit-text.ts';
import { quoteVerse } from '@/features/verses/quote.ts';

const SIZE = SHARE_CARD.sizePx;
const SERIF = `Literata, Georgia, 'Times New Roman', serif`;
const SANS = `system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
const PAPER = '#f6f0e3';
const GOLD = '#e0b04f';

const background = (ctx: CanvasRenderingContext2D) => {
  const base = ctx.createLinearGradient(0, 0, SIZE, SIZE);
  base.addColorStop(0, '#1b2d57');
  base.addColorStop(0.55, '#101d3c');
  base.addColorStop(1, '#080f22');
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, SIZE, SIZE);

  const glow = ctx.createRadialGradient(SIZE / 2, SIZE * 0.3, 0, SIZE / 2, SIZE * 0.3, SIZE * 0.6);
  glow.addColorStop(0, 'rgba(74, 104, 170, 0.38)');
  glow.addColorStop(1, 'rgba(74, 104, 170, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, SIZE, SIZE);

  const warmth = ctx.createRadialGradient(SIZE / 2, SIZE * 1.05, 0, SIZE / 2, SIZE * 1.05, SIZE * 0.55);
  warmth.addColorStop(0, 'rgba(224, 176, 79, 0.16)');
  warmth.addColorStop(1, 'rgba(224, 176, 79, 0)');
  ctx.fillStyle = warmth;
  ctx.fillRect(0, 0, SIZE, SIZE);

  const vignette = ctx.createRadialGradient(SIZE / 2, SIZE / 2, SIZE * 0.35, SIZE / 2, SIZE / 2, SIZE * 0.78);
  vignette.addColorStop(0, 'rgba(0, 0, 0, 0)');
  vignette.addColorStop(1, 'rgba(0, 0, 0, 0.35)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, SIZE, SIZE);

  const inset = 44;
  ctx.strokeStyle = 'rgba(224, 176, 79, 0.45)';
  ctx.lineWidth = 2;
  ctx.strokeRect(inset, inset, SIZE - 2 * inset, SIZE - 2 * inset);
  ctx.strokeStyle = 'rgba(224, 176, 79, 0.18)';
  ctx.lineWidth = 1;
  ctx.strokeRect(inset + 12, inset + 12, SIZE - 2 * (inset + 12), SIZE - 2 * (inset + 12));
};

const diamond = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r, y);
  ctx.closePath();
  ctx.fill();
};

/** A gold rule with a small diamond in the middle. */
const ornament = (ctx: CanvasRenderingContext2D, y: number, half: number) => {
  ctx.strokeStyle = 'rgba(224, 176, 79, 0.7)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(SIZE / 2 - half, y);
  ctx.lineTo(SIZE / 2 - 16, y);
  ctx.moveTo(SIZE / 2 + 16, y);
  ctx.lineTo(SIZE / 2 + half, y);
  ctx.stroke();
  ctx.fillStyle = GOLD;
  diamond(ctx, SIZE / 2, y, 7);
};

const spaced = (ctx: CanvasRenderingContext2D, text: string, y: number, spacingPx: number) => {
  ctx.letterSpacing = `${spacingPx}px`;
  ctx.fillText(text, SIZE / 2 + spacingPx / 2, y);
  ctx.letterSpacing = '0px';
};

/**
 * The 1080×1080 share card: the verse in a serif on night blue, fitted by `fitText` into 80 % of
 * the width and 65 % of the height, the reference in gold, the product name at the foot.
 */
export const drawShareCard = async (verse: Pick<DiscoveredVerse, 'text' | 'reference' | 'version'>, canvas = document.createElement('canvas')) => {
  await Promise.all([document.fonts.load(`400 64px Literata`, verse.text), document.fonts.load(`italic 400 40px Literata`, SITE_NAME)]).catch(() => undefined);
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  background(ctx);

  const quoted = quoteVerse(verse.text);
  const measure = (text: string, px: number) => {
    ctx.font = `400 ${px}px ${SERIF}`;
    return ctx.measureText(text).width;
  };
  const fit = fitText(quoted, measure, { boxWidth: SIZE * SHARE_CARD.widthRatio, boxHeight: SIZE * SHARE_CARD.heightRatio });

  const textHeight = fit.lines.length * fit.lineHeightPx;
  const footer = 150;
  const top = Math.max(110, (SIZE - textHeight - footer) / 2 + 10);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = PAPER;
  ctx.font = `400 ${fit.fontPx}px ${SERIF}`;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 12;
  fit.lines.forEach((line, i) => ctx.fillText(line, SIZE / 2, top + (i + 0.5) * fit.lineHeightPx));
  ctx.shadowBlur = 0;

  const ruleY = top + textHeight + 56;
  ornament(ctx, ruleY, 110);
  ctx.fillStyle = GOLD;
  ctx.font = `600 34px ${SANS}`;
  spaced(ctx, `${verse.reference.toUpperCase()}  ·  ${verse.version.toUpperCase()}`, ruleY + 56, 5);

  ctx.fillStyle = 'rgba(246, 240, 227, 0.62)';
  ctx.font = `italic 400 34px ${SERIF}`;
  ctx.fillText(SITE_NAME, SIZE / 2, SIZE - 100);

  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be drawn'))), 'image/png', SHARE_CARD.quality),
  );
};
