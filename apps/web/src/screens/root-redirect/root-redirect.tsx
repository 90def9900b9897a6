import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePublicConfig } from '../../hooks/api/config';

/** `/` goes to the configured landing site; without one, to the start screen (whose guard may go on to login). */
export function RootRedirect() {
  const { landingUrl } = usePublicConfig();
  useEffect(() => {
    if (landingUrl) {
      window.location.replace(landingUrl);
    }
  }, [landingUrl]);
  return landingUrl ? <FullPageLoader /> : <Navigate to={PATHS.start} replace />;
}
