import { Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../hooks/use-site-name';
import { reopenConsentChoice } from '../consent-choice';
import classes from './layout.module.css';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/help', label: 'Help' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export function Footer() {
  const siteName = useSiteName();
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        <nav aria-label="Footer">
          <Group component="ul" gap="lg" className={classes.footerLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.footerLink}>
                  {link.label}
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
                Cookie settings
              </button>
            </li>
          </Group>
        </nav>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
