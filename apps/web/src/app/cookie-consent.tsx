import { CONSENT_COOKIE } from '@coursewise/contract/cookies';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
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
      buttonText={_('shared.consent.accept')}
      declineButtonText={_('shared.consent.decline')}
      ariaAcceptLabel={_('shared.consent.accept')}
      ariaDeclineLabel={_('shared.consent.decline')}
      disableStyles
      containerClasses={classes.banner}
      contentClasses={classes.content}
      buttonWrapperClasses={classes.buttons}
      buttonClasses={`${classes.button} ${classes.accept}`}
      declineButtonClasses={`${classes.button} ${classes.decline}`}
      customContainerAttributes={{
        role: 'region',
        'aria-label': _('shared.consent.region'),
        id: BANNER_ID,
        tabIndex: -1,
      }}
    >
      {/* Phones get the short version, so the banner covers little of the first screen. */}
      <span className={classes.long}>{_('shared.consent.long')}</span>
      <span className={classes.short}>{_('shared.consent.short')}</span>
    </CookieConsent>
  );
}
