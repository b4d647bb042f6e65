import type { User } from '@tradescope/domain';
import { UserIcon } from './icons';

/** The user's photo, else the first letter of their name on the brand colour. */
export const Avatar = ({ user, size = 32 }: { user: User | undefined; size?: number }) => {
  const initial = user?.displayName.trim().charAt(0).toUpperCase();
  const style = { width: size, height: size };
  if (user?.avatar)
    return <img src={user.avatar} alt="" style={style} className="shrink-0 rounded-full object-cover" />;
  return (
    <span
      style={style}
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-500 to-cyan-600 font-semibold text-sm text-white"
    >
      {initial || <UserIcon size={Math.round(size * 0.5)} />}
    </span>
  );
};
