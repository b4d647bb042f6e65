import type { Market } from '@tradescope/domain';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import { ScreenPending } from '../../ui/screen-pending';

export const MatchesPage = (_props: { market: Market; kind: MatchesPageKind }) => <ScreenPending />;
