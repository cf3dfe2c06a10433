import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONFIRM_EMAIL_PARAM } from '@verse/shared/api/routes/accounts';
import { RETURN_PARAMS } from '@verse/shared/api/routes/billing';

/**
 * Links from email and from checkout carry their work in the address (a sign-up to finish, a
 * subscription to thank for, a subscriber to sign in). The code that does it loads only when the
 * address carries such a parameter: most visits never need it.
 */
export const useLinkArrival = () => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (Object.values(RETURN_PARAMS).some((key) => params.has(key))) {
      void import('@/features/subscription/checkout-return.ts').then((m) => m.arriveFromCheckout(location, navigate));
    }
    if (params.has(CONFIRM_EMAIL_PARAM)) {
      void import('@/features/session/email-confirmation.ts').then((m) => m.arriveFromConfirmation(location, navigate));
    }
  }, [location, navigate]);
};
