import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../lib/format';

const FLASH_MS = 700;

/**
 * A streaming price in tabular digits, with its instrument's decimals: flashes teal when it rises and rose when it
 * falls, then settles.
 */
export const LivePrice = ({
  price,
  decimals,
  className,
}: {
  price: number;
  decimals?: number | undefined;
  className?: string;
}) => {
  const format = useFormat();
  const last = useRef(price);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (price === last.current) return;
    setFlash(price > last.current ? 'up' : 'down');
    last.current = price;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return (
    <span
      data-price={price}
      className={clsx(
        'tabular rounded px-1 transition-colors duration-500',
        flash === 'up' && 'bg-buy/15 text-buy',
        flash === 'down' && 'bg-sell/15 text-sell',
        className,
      )}
    >
      {format.price(price, decimals)}
    </span>
  );
};
