import { ScreenPending } from '../../ui/screen-pending';

export const PumpsPage = () => <ScreenPending />;
