import { CmsPageView } from '../components/cms-page-view';

/** /terms and /privacy: legal pages from the CMS, with their last change date. */
export function TermsPage() {
  return <CmsPageView slug="terms" fallbackTitle="Terms of Service" showUpdated />;
}

export function PrivacyPage() {
  return <CmsPageView slug="privacy" fallbackTitle="Privacy Policy" showUpdated />;
}
