import { Link } from 'react-router-dom';
import { TAGLINE } from '@verse/shared/constants';
import { useFeedbackModal } from '@/features/feedback/feedback-store.ts';

export const SiteFooter = () => {
  const showFeedback = useFeedbackModal((s) => s.show);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          Verse · {TAGLINE} · Scripture from the World English Bible and King James Version (public domain).
        </p>
        <ul className="site-footer__links">
          <li>
            <Link to="/daily-ten">Daily Ten</Link>
          </li>
          <li>
            <Link to="/bible-reader">Bible Reader</Link>
          </li>
          <li>
            <Link to="/recommendations">Verse+</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
          <li>
            <button type="button" onClick={showFeedback}>
              Send Feedback
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
};
