import type { SourceSite } from '@sellerdesk/domain';
import type { WorkSite } from '@sellerdesk/domain/api';
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One colour per source site, the same on every screen. */
export const SITE_COLORS: Readonly<Record<SourceSite, string>> = {
  costco: 'blue',
  taobao: 'orange',
  tmall: 'red',
  '1688': 'grape',
};

/**
 * A source site (코스트코, 타오바오, 티몰, 1688), or a work list (`taobao` reads 타오바오·티몰) with `work`;
 * `children` replaces the name, keeping the site's colour.
 */
export function SiteBadge({
  site,
  work = false,
  children,
  ...props
}: { site: SourceSite | WorkSite; work?: boolean; children?: ReactNode } & Omit<BadgeProps, 'color'> &
  Record<`data-${string}`, string>) {
  const { t } = useTranslation();
  const label =
    children ?? (work && site !== 'tmall' ? t(`common.workSites.${site}`) : t(`common.sources.${site}`));
  return (
    <Badge variant="light" size="sm" radius="sm" color={SITE_COLORS[site]} data-site={site} {...props}>
      {label}
    </Badge>
  );
}
