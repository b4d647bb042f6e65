import type { Market } from '@tradescope/domain';
import { ScreenPending } from '../../ui/screen-pending';

export const RadarPage = (_props: { market: Market }) => <ScreenPending />;
