import { CONSENT_COOKIE } from '@coursewise/contract/cookies';
import { useEffect } from 'react';
import { CookieConsent, VISIBLE_OPTIONS } from 'react-cookie-consent';
import { closeConsentChoice } from './consent-choice';
import classes from './cookie-consent.module.css';

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

const BANNER_ID = 'cookie-consent';

/**
 * Spec §2/§4/§9: shown until the `user-consent` cookie exists; stores `accept` or `decline` for 365
 * days, `secure` over https; accept-on-scroll is off (its threshold stays at 25%). Reopened from the
 * footer's "Cookie settings", it shows despite the cookie and takes focus, so the choice is heard at once.
 */
export function CookieConsentBanner({ isReopened = false }: { isReopened?: boolean }) {
  const secure = isHttps();
  useEffect(() => {
    if (isReopened) document.getElementById(BANNER_ID)?.focus();
  }, [isReopened]);
  return (
    <CookieConsent
      visible={isReopened ? VISIBLE_OPTIONS.SHOW : VISIBLE_OPTIONS.BY_COOKIE_VALUE}
      onAccept={closeConsentChoice}
      onDecline={closeConsentChoice}
      location="bottom"
      cookieName={CONSENT_COOKIE}
      cookieValue="accept"
      declineCookieValue="decline"
      expires={365}
      cookieSecurity={secure}
      extraCookieOptions={{ secure, path: '/' }}
      sameSite="lax"
      enableDeclineButton
      flipButtons
      acceptOnScroll={false}
      acceptOnScrollPercentage={25}
      buttonText="Accept All Cookies"
      declineButtonText="Decline"
      ariaAcceptLabel="Accept All Cookies"
      ariaDeclineLabel="Decline"
      disableStyles
      containerClasses={classes.banner}
      contentClasses={classes.content}
      buttonWrapperClasses={classes.buttons}
      buttonClasses={`${classes.button} ${classes.accept}`}
      declineButtonClasses={`${classes.button} ${classes.decline}`}
      customContainerAttributes={{
        role: 'region',
        'aria-label': 'Cookie consent',
        id: BANNER_ID,
        tabIndex: -1,
      }}
    >
      {/* Phones get the short version, so the banner covers little of the first screen. */}
      <span className={classes.long}>
        We use cookies to enhance your browsing experience and analyse our traffic. Choose “Accept All
        Cookies” to allow them, or “Decline” to keep only the ones the site needs to work.
      </span>
      <span className={classes.short}>We use cookies to enhance browsing and analyse traffic.</span>
    </CookieConsent>
  );
}
