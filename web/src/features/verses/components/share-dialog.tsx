import { useEffect, useState } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { TIMINGS } from '@verse/shared/constants';
import { Dialog } from '@/ui/dialog.tsx';
import { toast } from '@/ui/toast-store.ts';
import { cardFileName, shareCaption } from '@/features/verses/share/caption.ts';
import { drawShareCard } from '@/features/verses/share/card-canvas.ts';
import { PLATFORMS, type Platform } from '@/features/verses/share/platforms.ts';
import './share-dialog.css';

type Step = { kind: 'choose' } | { kind: 'generating'; platform: Platform } | { kind: 'preview'; platform: Platform; blob: Blob; url: string };

const isPhone = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

/** Opens the platform: its app on a phone (the web page after 1 s if the app did not take over), else the web page. */
const openPlatform = (platform: Platform, caption: string, site: string) => {
  const web = platform.webUrl(caption, site);
  if (platform.appLink && isPhone()) {
    const fallback = setTimeout(() => window.open(web, '_blank', 'noopener'), TIMINGS.appLinkFallbackMs);
    window.addEventListener('blur', () => clearTimeout(fallback), { once: true });
    window.location.href = platform.appLink;
    return;
  }
  window.open(web, '_blank', 'noopener');
};

interface ShareDialogProps {
  verse: DiscoveredVerse;
  open: boolean;
  onClose(): void;
}

/** "Share Your Verse": pick a platform, then preview the card with download, share and the caption. */
const ShareDialog = ({ verse, open, onClose }: ShareDialogProps) => {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const site = window.location.origin;
  const caption = shareCaption(verse, site);

  useEffect(() => {
    if (!open) setStep({ kind: 'choose' });
  }, [open, verse.reference]);

  useEffect(() => () => (step.kind === 'preview' ? URL.revokeObjectURL(step.url) : undefined), [step]);

  useEffect(() => {
    if (step.kind !== 'generating') return;
    let alive = true;
    const timer = setTimeout(() => {
      drawShareCard(verse).then(
        (blob) => alive && setStep({ kind: 'preview', platform: step.platform, blob, url: URL.createObjectURL(blob) }),
        (error: unknown) => {
          console.warn('share card not generated', error);
          if (alive) setStep({ kind: 'choose' });
        },
      );
    }, TIMINGS.shareCardDelayMs);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [step, verse]);

  const share = async (platform: Platform, blob: Blob) => {
    const file = new File([blob], cardFileName(verse.reference), { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title: verse.reference, text: caption });
        return;
      } catch (error) {
        if ((error as DOMException)?.name === 'AbortError') return;
      }
    }
    openPlatform(platform, caption, site);
  };

  const copyCaption = async () => {
    try {
      await navigator.clipboard.writeText(caption);
      toast({ title: 'Caption copied', description: 'Paste it with your card.' });
    } catch {
      window.alert(`Copying did not work here. Please select the caption and copy it by hand:\n\n${caption}`);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Share Your Verse" description="God's Word. Your Verse. Shared." className="share-dialog">
      {step.kind === 'choose' && (
        <ul className="share-dialog__platforms" aria-label="Choose where to share">
          {PLATFORMS.map((p) => (
            <li key={p.id}>
              <button type="button" className={`share-platform share-platform--${p.id}`} onClick={() => setStep({ kind: 'generating', platform: p })}>
                <span className="share-platform__name">{p.label}</span>
                <span className="share-platform__hint">{p.hint}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {step.kind === 'generating' && (
        <div className="share-dialog__preview share-dialog__preview--busy" role="status">
          Creating your card…
        </div>
      )}
      {step.kind === 'preview' && (
        <>
          <img className="share-dialog__preview" src={step.url} width={1080} height={1080} alt={`Share card: ${verse.reference}`} />
          <div className="share-dialog__actions">
            <a className="btn btn--secondary" href={step.url} download={cardFileName(verse.reference)}>
              Download
            </a>
            <button type="button" className="btn btn--primary" onClick={() => void share(step.platform, step.blob)}>
              Share
            </button>
          </div>
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setStep({ kind: 'choose' })}>
            Choose Different Platform
          </button>
          <section className="share-dialog__caption" aria-labelledby="share-caption-title">
            <div className="share-dialog__caption-head">
              <h3 id="share-caption-title">Caption</h3>
              <button type="button" className="btn btn--ghost" onClick={() => void copyCaption()}>
                Copy caption
              </button>
            </div>
            <p className="share-dialog__caption-text" tabIndex={0}>
              {caption}
            </p>
          </section>
        </>
      )}
    </Dialog>
  );
};

export default ShareDialog;
