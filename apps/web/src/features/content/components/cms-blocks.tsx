import type { CmsBlock } from '@coursewise/contract';
import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RichText } from '../../../components/rich-text';
import classes from './content.module.css';

function CtaButton({ href, label }: { href: string; label: string }) {
  const isInternal = href.startsWith('/') && !href.startsWith('//');
  return isInternal ? (
    <Button component={Link} to={href} variant="light">
      {label}
    </Button>
  ) : (
    <Button component="a" href={href} rel="noopener noreferrer" variant="light">
      {label}
    </Button>
  );
}

/**
 * A CMS block as a section: heading, picture, sanitised body and call to action. The section is not
 * named after its heading: editors' titles (e.g. "Email") must not collide with form labels.
 */
export function CmsBlockSection({ block, headingOrder = 2 }: { block: CmsBlock; headingOrder?: 2 | 3 }) {
  return (
    <Stack component="section" gap="sm" align="flex-start" className={classes.block}>
      {block.title ? (
        <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'}>
          {block.title}
        </Title>
      ) : null}
      {block.imageUrl ? (
        <img src={block.imageUrl} alt={block.title ?? ''} className={classes.blockImage} />
      ) : null}
      {block.body ? <RichText html={block.body} className={classes.blockBody} /> : null}
      {block.ctaUrl && block.ctaLabel ? <CtaButton href={block.ctaUrl} label={block.ctaLabel} /> : null}
    </Stack>
  );
}

export function CmsBlocks({ blocks, headingOrder }: { blocks: CmsBlock[]; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="xl">
      {blocks.map((block) => (
        <CmsBlockSection key={block.key} block={block} headingOrder={headingOrder} />
      ))}
    </Stack>
  );
}
