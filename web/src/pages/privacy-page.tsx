import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, PRIVACY_EFFECTIVE_DATE } from '@verse/shared/constants';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import './privacy-page.css';

/** The privacy policy (spec 001 §2). */
export const Component = () => {
  useDocumentTitle('Privacy Policy · Verse');
  return (
    <article className="page privacy">
      <h1>Privacy Policy</h1>
      <p className="privacy__effective">Effective {PRIVACY_EFFECTIVE_DATE}</p>
      <p>
        Verse helps you find Bible verses for what you are feeling, asking or celebrating. We collect as little as we
        can to do that well, and we never sell what we collect.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your email address</strong>, when you create an account, subscribe, unlock a subscription or send
          feedback with it.
        </li>
        <li>
          <strong>Your name</strong>, only if you choose to give it.
        </li>
        <li>
          <strong>Basic usage data</strong>: the searches you make, the verses you save, vote on or mark as read, and
          a device identifier that lets us count free searches without an account.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To send you verse updates, only if you opted in when you signed up.</li>
        <li>To manage your subscription: confirm payment, unlock unlimited access and send receipts.</li>
        <li>To personalize Verse: recommend verses related to what you have searched and saved.</li>
        <li>To keep the free tier fair and the service secure (for example, limiting repeated sign-in attempts).</li>
      </ul>

      <h2>We do not sell your data</h2>
      <p>We do not sell, rent or trade your personal information to anyone, and Verse shows no advertising.</p>

      <h2>Payments</h2>
      <p>
        Payments are handled by our card payment provider, Stripe. Your card details go directly to Stripe and never
        reach our servers; we keep only your subscription status, plan and the email it belongs to.
      </p>

      <h2>Third parties</h2>
      <ul>
        <li>
          <strong>Email service</strong>: we send password-reset, gift and receipt emails through Amazon Simple Email
          Service.
        </li>
        <li>
          <strong>Web fonts</strong>: our typefaces are served from our own site, so no font provider learns that you
          visited.
        </li>
        <li>
          <strong>Payments</strong>: Stripe, as described above.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>You can, at any time:</p>
      <ul>
        <li>view the personal information we hold about you;</li>
        <li>update or correct it;</li>
        <li>unsubscribe from verse updates;</li>
        <li>delete your saved favorites and notes;</li>
        <li>ask us to erase your account and all data linked to it.</li>
      </ul>

      <h2>Contact</h2>
      <p>
        Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> for any question or request about your
        data. We answer within 30 days.
      </p>
      <p>
        <Link to="/">Back to Verse</Link>
      </p>
    </article>
  );
};
