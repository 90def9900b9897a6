import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../app/paths';

/**
 * "뒤로 가기": the previous screen of this app, or the start screen when the page was opened directly
 * (going back then would leave the app, or do nothing).
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(PATHS.start));
  }, [navigate]);
}
