import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

interface CtaLinkProps extends ButtonProps {
  href: string;
  label: string;
}

/** A CMS call to action: a router link for site paths, a normal link for other addresses. */
export function CtaLink({ href, label, ...props }: CtaLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Button component={Link} to={href} {...props}>
        {label}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} rel="noopener noreferrer" {...props}>
      {label}
    </Button>
  );
}
