import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaywall } from '@/features/paywall/paywall-store.ts';

/** `/subscribe` ("Get Unlimited Access" on the locked Daily Ten): the home page with the plans open. */
export const Component = () => {
  const navigate = useNavigate();
  useEffect(() => {
    usePaywall.getState().show();
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
};
