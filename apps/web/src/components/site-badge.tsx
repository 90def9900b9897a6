import { SOURCE_SITES, WORK_SITES, type SourceSite, type WorkSite } from '@sellerdesk/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Badge colours, given to the sites in their order: one colour per site, the same on every screen. */
const SITE_PALETTE = ['blue', 'orange', 'red', 'grape', 'teal', 'lime', 'indigo', 'pink'] as const;

export const SITE_COLORS: Readonly<Record<SourceSite, string>> = Object.fromEntries(
  SOURCE_SITES.map((site, index) => [site, SITE_PALETTE[index % SITE_PALETTE.length]!]),
) as Record<SourceSite, string>;

function isWorkSite(site: SourceSite): site is WorkSite {
  return (WORK_SITES as readonly string[]).includes(site);
}

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
    children ?? (work && isWorkSite(site) ? t(`common.workSites.${site}`) : t(`common.sources.${site}`));
  return (
    <Badge variant="light" size="sm" radius="sm" color={SITE_COLORS[site]} data-site={site} {...props}>
      {label}
    </Badge>
  );
}
