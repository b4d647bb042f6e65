import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };
export type Icon = (props: IconProps) => ReactNode;

/** A 24-unit stroked icon; decorative unless given a title by its button's label. */
export const icon = (name: string, body: ReactNode): Icon => {
  // biome-ignore lint/correctness/noComponentHookFactories: icons are made once at module load, never during a render
  const Component = ({ size = 18, ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {body}
    </svg>
  );
  Component.displayName = `${name}Icon`;
  return Component;
};

/** Several path strings as one body. */
export const paths = (...d: string[]): ReactNode => d.map((value) => <path key={value} d={value} />);
