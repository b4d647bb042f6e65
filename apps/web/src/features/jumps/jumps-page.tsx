import { ScreenPending } from '../../ui/screen-pending';

export const JumpsPage = () => <ScreenPending />;
