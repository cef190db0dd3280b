import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { RootLayout } from './root-layout.tsx';

type TAppProps = { queryClient: QueryClient };

export function App({ queryClient }: TAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <RootLayout />
      </HashRouter>
    </QueryClientProvider>
  );
}
