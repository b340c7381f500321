import { useLingui } from '@lingui/react';
import { Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../hooks/use-site-name';
import { reopenConsentChoice } from '../consent-choice';
import { LanguageSelect } from './language-select';
import classes from './layout.module.css';

const FOOTER_LINKS = [
  { to: '/about', label: 'footer.about' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/help', label: 'footer.help' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
] as const;

export function Footer() {
  const siteName = useSiteName();
  const { _ } = useLingui();
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        <nav aria-label={_('footer.nav')}>
          <Group component="ul" gap="lg" className={classes.footerLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.footerLink}>
                  {_(link.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* A button: it changes this page (the consent banner comes back), it goes nowhere. */}
              <button
                type="button"
                className={`${classes.footerLink} ${classes.footerButton}`}
                onClick={(event) => reopenConsentChoice(event.currentTarget)}
              >
                {_('footer.cookieSettings')}
              </button>
            </li>
          </Group>
        </nav>
        <LanguageSelect isLabelShown />
        <Text size="sm" c="dimmed">
          {_('footer.rights', { year: new Date().getFullYear(), siteName })}
        </Text>
      </Container>
    </footer>
  );
}
