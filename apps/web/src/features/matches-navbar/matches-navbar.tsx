import { can, DEFAULTS, type Market, type User, unixSecondsFromMillis } from '@tradescope/domain';
import { useUser } from '../../lib/endpoints/user';
import { MATCHES_NAVBAR } from '../../lib/layout';
import { CardSkeleton } from '../../ui/card-skeleton';
import { useElementWidth } from '../../ui/use-element-width';
import { skeletonCount } from './navbar-layout';
import { NavbarLists } from './navbar-lists';
import { NavbarTeaser } from './navbar-teaser';
import { SideTabs } from './side-tabs';

const Placeholders = ({ width }: { width: number }) => (
  <>
    <SideTabs side="buy" onChange={() => undefined} />
    <div className="flex min-w-0 flex-1 items-center gap-3 overflow-hidden">
      {Array.from({ length: skeletonCount(width) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <CardSkeleton key={index} width={MATCHES_NAVBAR.itemPx} fill />
      ))}
    </div>
  </>
);

const Content = ({ market, user, width }: { market: Market; user: User; width: number }) => {
  const { strategyPack, source } = user.settings[market].Periscope;
  if (!can(user, 'matchesNavBar.view', market, unixSecondsFromMillis(Date.now())))
    return <NavbarTeaser market={market} source={source} />;
  // Spec §9: the classic pack when none is chosen. A new market, source or pack is a new list: side and page start over.
  const query = { strategyPack: strategyPack || DEFAULTS.strategyPack, source };
  return (
    <NavbarLists
      key={`${market}:${source}:${query.strategyPack}`}
      market={market}
      query={query}
      width={width}
    />
  );
};

/**
 * The matches navbar (spec §2): the latest buy and sell matches of the user's Periscope pack, a page of them as
 * wide as the navbar allows; a blurred teaser for users without access (§6: ict, pro, hero).
 */
export const MatchesNavbar = ({ market }: { market: Market }) => {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const user = useUser().data;
  return (
    <div ref={ref} data-testid="matches-navbar" className="flex min-w-0 flex-1 items-center gap-2">
      {width === undefined ? null : user === undefined ? (
        <Placeholders width={width} />
      ) : (
        <Content market={market} user={user} width={width} />
      )}
    </div>
  );
};
