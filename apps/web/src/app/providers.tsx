import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { directionOf, useLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query';
import { Toaster } from '../ui/toaster';

export const queryClient = createQueryClient();

/** Server data, reading direction (radix menus open towards the reading side) and toasts. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={directionOf(language)}>
        {children}
        <Toaster />
      </Direction.Provider>
    </QueryClientProvider>
  );
};
